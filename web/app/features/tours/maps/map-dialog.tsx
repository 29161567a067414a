/**
 * A full-screen modal dialog around a tour map: labelled by its heading, closed by Escape or the
 * 'Close map' button. Its content exists only while it is open, so nothing of the map is built,
 * fetched or watched before the visitor asks for it. Part of the tour pages' own code: it opens
 * at the tap, while the map's code is still on its way.
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

/** What stands in the dialog's body while the map's code comes. */
export function MapLoading() {
  return (
    <p className="map-dialog__loading" role="status">
      Loading map…
    </p>
  );
}
