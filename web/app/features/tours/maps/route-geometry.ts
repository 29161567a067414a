/**
 * The way left to the next stop along the leg (@tours/shared/map draws the line and cuts the leg),
 * in metres, with turf (kept out of the stop page's first load: travel-time.ts says how long). Pure.
 */
import { length } from "@turf/length";
import { lineString, point } from "@turf/helpers";
import { lineSlice } from "@turf/line-slice";
import { nearestPointOnLine } from "@turf/nearest-point-on-line";
import type { LatLng } from "./directions";
import { crowFlies, type DistanceLeft } from "./location-note";
import { type LngLatPair, toLngLat } from "./map-geometry";

/** Length of a line along the globe, in metres. */
export function lineMetres(line: readonly LngLatPair[]): number {
  if (line.length < 2) return 0;
  return length(lineString(line.map((p) => [...p])), { units: "meters" });
}

/**
 * How far the visitor still has to go along the leg: to the nearest point of the leg as the crow
 * flies, then along it to the stop. `alongRoute` is false when there is no leg to follow.
 */
export function remainingMetres(
  leg: readonly LngLatPair[],
  position: LatLng,
  to: LatLng,
): DistanceLeft {
  if (leg.length < 2) return crowFlies(position, to);
  const line = lineString(leg.map((p) => [...p]));
  const joined = nearestPointOnLine(line, point(toLngLat(position)), { units: "meters" });
  const rest = lineSlice(joined, point(toLngLat(to)), line);
  return {
    metres: joined.properties.dist + lineMetres(rest.geometry.coordinates as LngLatPair[]),
    alongRoute: true,
  };
}
