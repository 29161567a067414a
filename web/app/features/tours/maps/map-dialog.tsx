/**
 * A full-screen modal dialog around a tour map: labelled by its heading, closed by Escape or the
 * 'Close map' button. Its content exists only while it is open, so nothing of the map is built,
 * fetched or watched before the visitor asks for it.
 */
import { type ReactNode, useId } from "react";
import { useModalDialog } from "../../../lib/use-modal-dialog";
import { CloseIcon } from "../../chrome/icons";
import "./tour-maps.css";

interface Props {
  open: boolean;
  heading: ReactNode;
  onClose(): void;
  children: ReactNode;
}

export function MapDialog({ open, heading, onClose, children }: Props) {
  // Shown before the map's own effects run, so the map is created in a visible, sized box.
  const dialog = useModalDialog(open, onClose);
  const headingId = useId();

  return (
    <dialog {...dialog} className="map-dialog" aria-labelledby={headingId}>
      {open && (
        <>
          <div className="map-dialog__bar">
            <h2 id={headingId} className="map-dialog__heading">
              {heading}
            </h2>
            {/* A square × beside the title, so a long stop name keeps the width to wrap by words. */}
            <button
              type="button"
              className="button button--secondary map-dialog__close"
              aria-label="Close map"
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
