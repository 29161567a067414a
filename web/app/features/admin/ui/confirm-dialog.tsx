/**
 * SPEC §5 confirmation: 'Are you sure?' / 'This action cannot be undone.' with Yes and Cancel.
 * A modal dialog: focus stays inside, Escape cancels.
 */
import { MessageDialog } from "../../../lib/message-dialog";

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
  return (
    <MessageDialog
      open={open}
      title={title}
      message={message}
      className="admin-dialog"
      onDismiss={onCancel}
    >
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button admin-button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="admin-button admin-button--danger" onClick={onConfirm}>
          Yes
        </button>
      </div>
    </MessageDialog>
  );
}
