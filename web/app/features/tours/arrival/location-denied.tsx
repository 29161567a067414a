/** The SPEC §8 location-denied modal with its styles, for controls that ask without a map. */
import { LocationDeniedDialog } from "../maps/location-denied-dialog";
import "./location-denied.css";

export function LocationDenied({ open, onOk }: { open: boolean; onOk(): void }) {
  return <LocationDeniedDialog open={open} onOk={onOk} />;
}
