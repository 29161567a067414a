/** SPEC §8: the modal shown when the visitor has refused their location; 'Ok' closes it. */
import { useId } from "react";
import { useModalDialog } from "../../../lib/use-modal-dialog";
import "./location-denied-dialog.css";

export const LOCATION_DENIED_TITLE = "Enable location services";
export const LOCATION_DENIED_TEXT =
  "It looks like your location services are restricted. Please go to your device's settings and allow us to use your location for the best touring experience.";

export function LocationDeniedDialog({ open, onOk }: { open: boolean; onOk(): void }) {
  const dialog = useModalDialog(open, onOk);
  const titleId = useId();
  const textId = useId();

  return (
    <dialog
      {...dialog}
      className="location-denied"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <h2 id={titleId}>{LOCATION_DENIED_TITLE}</h2>
      <p id={textId}>{LOCATION_DENIED_TEXT}</p>
      <button type="button" className="button" onClick={onOk}>
        Ok
      </button>
    </dialog>
  );
}
