/**
 * SPEC §5 confirmation: 'Are you sure?' / 'This action cannot be undone.' with Yes and Cancel.
 * A modal dialog: focus stays inside, Escape cancels.
 */
import { useId } from "react";
import { useModalDialog } from "../../../lib/use-modal-dialog";

interface Props {
  open: boolean;
  title?: string;
  message?: string;
  onConfirm(): void;
  onCancel(): void;
}

export const CONFIRM_TITLE = "Are you sure?";
export const CONFIRM_MESSAGE = "This action cannot be undone.";

export function ConfirmDialog({
  open,
  title = CONFIRM_TITLE,
  message = CONFIRM_MESSAGE,
  onConfirm,
  onCancel,
}: Props) {
  const dialog = useModalDialog(open, onCancel);
  const titleId = useId();
  const messageId = useId();

  return (
    <dialog
      {...dialog}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button admin-button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="admin-button admin-button--danger" onClick={onConfirm}>
          Yes
        </button>
      </div>
    </dialog>
  );
}
