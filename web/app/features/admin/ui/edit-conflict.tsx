/**
 * Shown when an editor's save meets someone else's work: a newer save (409, "stale") or a delete
 * (404, "gone"), taking the focus as it appears. What was typed stays in the form either way; for
 * a newer save the user chooses whose version wins: mine, field by field, over theirs
 * (`mergeDrafts`), or theirs. Nothing while there is no conflict.
 */
import { useReveal } from "./use-reveal";
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
  const ref = useReveal<HTMLDivElement>(editor.conflict);
  if (!editor.conflict) return null;
  if (editor.conflict === "gone") {
    return (
      <div ref={ref} className="edit-conflict" role="alert" tabIndex={-1}>
        <p>
          Someone else deleted this {item} while you were editing it. What you typed is still on
          this page; copy anything you need before leaving.
        </p>
      </div>
    );
  }
  const waiting = busy ?? (editor.saving || editor.reloading);
  return (
    <div ref={ref} className="edit-conflict" role="alert" tabIndex={-1}>
      <p>
        Someone else saved this {item} after you opened it. Your changes are still here and have not
        been saved.
      </p>
      <p>
        &lsquo;Save mine over theirs&rsquo; saves the fields you changed as you typed them and keeps
        their version of every other field. &lsquo;Discard mine and show theirs&rsquo; drops your
        changes.
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
