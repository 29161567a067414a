/**
 * A full-screen modal dialog around a tour map: labelled by its heading, closed by Escape or the
 * 'Close map' button. Its content exists only while it is open, so nothing of the map is built,
 * fetched or watched before the visitor asks for it.
 */
import { type ReactNode, type SyntheticEvent, useId, useLayoutEffect, useRef } from "react";
import "./tour-maps.css";

interface Props {
  open: boolean;
  heading: ReactNode;
  onClose(): void;
  children: ReactNode;
}

export function MapDialog({ open, heading, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const wanted = useRef(open);
  const headingId = useId();

  // Before the content's own effects run, so the map is created in a visible, sized box.
  useLayoutEffect(() => {
    wanted.current = open;
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Escape closes the dialog natively; tell the owner. Closing because the owner said so (open
  // became false) must not call back, and neither must a dialog nested inside this one.
  const closed = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && wanted.current) onClose();
  };

  return (
    <dialog ref={dialog} className="map-dialog" aria-labelledby={headingId} onClose={closed}>
      {open && (
        <>
          <div className="map-dialog__bar">
            <h2 id={headingId} className="map-dialog__heading">
              {heading}
            </h2>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Close map
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
