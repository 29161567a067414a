/**
 * A modal dialog that says one thing: a title and a message that name it for assistive
 * technology, then the dialog's own controls. Focus stays inside; Escape calls `onDismiss`.
 */
import { type ReactNode, useId } from "react";
import { useModalDialog } from "./use-modal-dialog";

interface Props {
  open: boolean;
  title: string;
  message: string;
  /** The dialog's look: each part of the site styles its own. */
  className: string;
  onDismiss(): void;
  children: ReactNode;
}

export function MessageDialog({ open, title, message, className, onDismiss, children }: Props) {
  const dialog = useModalDialog(open, onDismiss);
  const titleId = useId();
  const messageId = useId();
  return (
    <dialog
      {...dialog}
      className={className}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      {children}
    </dialog>
  );
}
