/**
 * The admin's modal dialog: a title and a message that name it for assistive technology, then
 * the dialog's own controls. Focus stays inside; Escape calls `onCancel`.
 */
import { type ReactNode, useId } from "react";
import { useModalDialog } from "../../../lib/use-modal-dialog";

interface Props {
  open: boolean;
  title: string;
  message: string;
  onCancel(): void;
  children: ReactNode;
}

export function AdminDialog({ open, title, message, onCancel, children }: Props) {
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
      {children}
    </dialog>
  );
}
