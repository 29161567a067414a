/**
 * A native <dialog> shown as a modal while `open`: focus stays inside, and Escape (the dialog's
 * own close) calls `onDismiss`. Closing because `open` became false does not call back, and
 * neither does a dialog nested inside this one closing. Spread the result on the <dialog>.
 */
import { type SyntheticEvent, useLayoutEffect, useRef } from "react";

export function useModalDialog(open: boolean, onDismiss: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const wanted = useRef(open);

  // Before the content's own effects run, so what it measures is in a visible, sized box.
  useLayoutEffect(() => {
    wanted.current = open;
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const onClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && wanted.current) onDismiss();
  };
  return { ref, onClose };
}
