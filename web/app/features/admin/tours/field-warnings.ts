/**
 * Issue 10 §7: what will break for a visitor in the field, told to staff without blocking save:
 * a stop whose record has no coordinates, a stop with no narration.
 */
import { hasUsableCoordinates } from "../../tours/maps/directions";
import type { TourDraft } from "./tour-draft";
import { stopName } from "./tour-validation";

export const NO_COORDINATES =
  "Its record has no coordinates: visitors taking this tour in person get no directions to it.";
export const NO_AUDIO = "It has no audio: visitors hear nothing at this stop.";

export interface FieldWarning {
  stopId: string;
  /** "Stop 2 (Fort Negley)". */
  stop: string;
  messages: string[];
}

export function fieldWarnings(draft: TourDraft): FieldWarning[] {
  return draft.stops.flatMap((stop, index) => {
    const messages: string[] = [];
    // A stop with no record chosen yet is a save error, not a field warning.
    if (stop.record && !hasUsableCoordinates(stop.record.Coordinates))
      messages.push(NO_COORDINATES);
    if (!stop.audio.path && !stop.audio.file) messages.push(NO_AUDIO);
    return messages.length ? [{ stopId: stop.id, stop: stopName(stop, index), messages }] : [];
  });
}
