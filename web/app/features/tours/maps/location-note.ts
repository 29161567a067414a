/**
 * The next-stop dialog's line under the map: how far the stop is and how long it takes, or why
 * that is not known. Light: the dialog's first look (next-stop-map-shell.tsx), part of the tour
 * pages' own code, says it too, as the crow flies, until the full content follows the route.
 */
import { distanceMetres } from "@tours/shared/browser";
import type { LatLng } from "./directions";
import { describeDistance } from "./map-geometry";
import { describeTravel } from "./travel-time";

/** How far the visitor still has to go; `alongRoute` false: as the crow flies. */
export interface DistanceLeft {
  metres: number;
  alongRoute: boolean;
}

export const crowFlies = (position: LatLng, stop: LatLng): DistanceLeft => ({
  metres: distanceMetres(position, stop),
  alongRoute: false,
});

/** Said with every fix; `left` is null while the visitor's position is not known. */
export function locationNote(left: DistanceLeft | null, denied: boolean, driving: boolean): string {
  if (left) {
    const how = left.alongRoute ? "along the route" : "away, as the crow flies";
    return `About ${describeDistance(left.metres)} ${how}: ${describeTravel(left.metres, driving)}.`;
  }
  if (denied) return "Your location is not shared, so the map shows only the stop.";
  return "Looking for your location…";
}
