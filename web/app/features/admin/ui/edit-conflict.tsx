/**
 * Shown when an editor's save meets someone else's work: a newer save (409, "stale") or a delete
 * (404, "gone"). What was typed stays in the form either way; for a newer save the user chooses
 * whose version wins.
 */
import "./edit-conflict.css";

export type EditConflictKind = "stale" | "gone";

interface Props {
  kind: EditConflictKind;
  /** The item in words, e.g. "tour", "QR code". */
  item: string;
  busy: boolean;
  onSaveMine(): void;
  onLoadTheirs(): void;
}

export function EditConflict({ kind, item, busy, onSaveMine, onLoadTheirs }: Props) {
  if (kind === "gone") {
    return (
      <div className="edit-conflict" role="alert">
        <p>
          Someone else deleted this {item} while you were editing it. What you typed is still on
          this page; copy anything you need before leaving.
        </p>
      </div>
    );
  }
  return (
    <div className="edit-conflict" role="alert">
      <p>
        Someone else saved this {item} after you opened it. Your changes are still here and have not
        been saved.
      </p>
      <div className="edit-conflict__actions">
        <button type="button" className="admin-button" disabled={busy} onClick={onSaveMine}>
          Save mine over theirs
        </button>
        <button
          type="button"
          className="admin-button admin-button--secondary"
          disabled={busy}
          onClick={onLoadTheirs}
        >
          Discard mine and show theirs
        </button>
      </div>
    </div>
  );
}
