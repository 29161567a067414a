/** Shown when someone else saved or deleted the record while it was being edited (409 / 404). */
import type { Conflict } from "./use-record-form";

interface Props {
  conflict: Conflict;
  busy: boolean;
  onSaveMine(): void;
  onLoadTheirs(): void;
}

export function RecordConflict({ conflict, busy, onSaveMine, onLoadTheirs }: Props) {
  if (conflict === "gone") {
    return (
      <div className="record-conflict" role="alert">
        <p>
          Someone else deleted this record while you were editing it. What you typed is still on
          this page; copy anything you need before leaving.
        </p>
      </div>
    );
  }
  return (
    <div className="record-conflict" role="alert">
      <p>
        Someone else saved this record after you opened it. Your changes are still here and have not
        been saved.
      </p>
      <div className="record-form__actions">
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
