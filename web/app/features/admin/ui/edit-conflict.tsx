/**
 * Shown when an editor's save meets someone else's work: a newer save (409, "stale") or a delete
 * (404, "gone"). What was typed stays in the form either way; for a newer save the user chooses
 * whose version wins. Nothing while there is no conflict.
 */
import "./edit-conflict.css";

export type EditConflictKind = "stale" | "gone";

/** What `useVersionedEditor` (or the record form) says of a conflict and offers for it. */
export interface ConflictState {
  conflict: EditConflictKind | null;
  saving: boolean;
  /** A choice is reading the saved version. */
  reloading: boolean;
  saveMineAnyway(): Promise<unknown>;
  loadTheirs(): Promise<unknown>;
}

interface Props {
  editor: ConflictState;
  /** The item in words, e.g. "tour", "QR code". */
  item: string;
  /** The choices wait (default: while a save or a choice is on its way). */
  busy?: boolean;
}

export function EditConflict({ editor, item, busy }: Props) {
  if (!editor.conflict) return null;
  if (editor.conflict === "gone") {
    return (
      <div className="edit-conflict" role="alert">
        <p>
          Someone else deleted this {item} while you were editing it. What you typed is still on
          this page; copy anything you need before leaving.
        </p>
      </div>
    );
  }
  const waiting = busy ?? (editor.saving || editor.reloading);
  return (
    <div className="edit-conflict" role="alert">
      <p>
        Someone else saved this {item} after you opened it. Your changes are still here and have not
        been saved.
      </p>
      <div className="edit-conflict__actions">
        <button
          type="button"
          className="admin-button"
          disabled={waiting}
          onClick={() => void editor.saveMineAnyway()}
        >
          Save mine over theirs
        </button>
        <button
          type="button"
          className="admin-button admin-button--secondary"
          disabled={waiting}
          onClick={() => void editor.loadTheirs()}
        >
          Discard mine and show theirs
        </button>
      </div>
    </div>
  );
}
