/**
 * SPEC §5 confirmation: 'Are you sure?' / 'This action cannot be undone.' with Yes and Cancel.
 * A modal dialog: focus stays inside, Escape cancels.
 */
import { useEffect, useId, useRef } from "react";

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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={() => {
        if (open) onCancel();
      }}
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
