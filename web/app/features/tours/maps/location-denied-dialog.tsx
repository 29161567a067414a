/** SPEC §8: the modal shown when the visitor has refused their location; 'Ok' closes it. */
import { MessageDialog } from "../../../lib/message-dialog";
import "./location-denied-dialog.css";

export const LOCATION_DENIED_TITLE = "Enable location services";
export const LOCATION_DENIED_TEXT =
  "It looks like your location services are restricted. Please go to your device's settings and allow us to use your location for the best touring experience.";

export function LocationDeniedDialog({ open, onOk }: { open: boolean; onOk(): void }) {
  return (
    <MessageDialog
      open={open}
      title={LOCATION_DENIED_TITLE}
      message={LOCATION_DENIED_TEXT}
      className="location-denied"
      onDismiss={onOk}
    >
      <button type="button" className="button" onClick={onOk}>
        Ok
      </button>
    </MessageDialog>
  );
}
