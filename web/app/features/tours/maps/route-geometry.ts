/**
 * The tour's line on the maps and the way left to the next stop: the drawn route, or straight
 * segments between the stops when the tour has none; the leg between two stops; distance and
 * travel time. Pure.
 */
import { length } from "@turf/length";
import { lineString, point } from "@turf/helpers";
import { lineSlice } from "@turf/line-slice";
import { nearestPointOnLine } from "@turf/nearest-point-on-line";
import type { LatLng } from "./directions";
import { type LngLatPair, toLngLat } from "./map-geometry";

/** The line the maps draw: the drawn route, else the placed stops joined in tour order. */
export function tourPath(
  route: readonly LngLatPair[] | null,
  stops: readonly LatLng[],
): LngLatPair[] {
  if (route && route.length >= 2) return route.map(([lng, lat]) => [lng, lat]);
  return stops.map(toLngLat);
}

/**
 * The part of the path between the points nearest `from` and `to` (the leg from one stop to the
 * next), starting at `from`'s end. Without `from` it starts where the path starts. A path of
 * fewer than two points gives the straight line between the two places.
 */
export function legOf(path: readonly LngLatPair[], from: LatLng | null, to: LatLng): LngLatPair[] {
  const start = from ? toLngLat(from) : path[0];
  if (!start) return [];
  if (path.length < 2) return [start, toLngLat(to)];
  const line = lineString(path.map((p) => [...p]));
  const fromAt = nearestPointOnLine(line, point(start));
  const toAt = nearestPointOnLine(line, point(toLngLat(to)));
  const slice = withoutRepeats(
    lineSlice(point(start), point(toLngLat(to)), line).geometry.coordinates.map(
      ([lng, lat]) => [lng, lat] as LngLatPair,
    ),
  );
  // lineSlice keeps the path's own direction; a route drawn the other way round still runs from
  // the current stop to the next one.
  return fromAt.properties.location > toAt.properties.location ? slice.reverse() : slice;
}

/** lineSlice repeats a point when a stop sits exactly on a vertex of the path. */
function withoutRepeats(line: LngLatPair[]): LngLatPair[] {
  return line.filter((p, i) => {
    const before = line[i - 1];
    return !before || before[0] !== p[0] || before[1] !== p[1];
  });
}

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
): { metres: number; alongRoute: boolean } {
  if (leg.length < 2) {
    const crow = lineMetres([toLngLat(position), toLngLat(to)]);
    return { metres: crow, alongRoute: false };
  }
  const line = lineString(leg.map((p) => [...p]));
  const joined = nearestPointOnLine(line, point(toLngLat(position)), { units: "meters" });
  const rest = lineSlice(joined, point(toLngLat(to)), line);
  return {
    metres: joined.properties.dist + lineMetres(rest.geometry.coordinates as LngLatPair[]),
    alongRoute: true,
  };
}

/** About 5 km/h: an unhurried walk with stops at crossings. */
export const WALKING_KMH = 5;
/**
 * About 25 km/h: a city drive averaged over lights, turns and finding a place to stop, well
 * under Nashville's 30–40 mph street limits.
 */
export const DRIVING_KMH = 25;

export function travelMinutes(metres: number, driving: boolean): number {
  const kmh = driving ? DRIVING_KMH : WALKING_KMH;
  return Math.max(1, Math.round((metres / 1000 / kmh) * 60));
}

/** "8 min walk", "1 h 5 min drive". */
export function describeTravel(metres: number, driving: boolean): string {
  const minutes = travelMinutes(metres, driving);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const time = hours ? `${hours} h${rest ? ` ${rest} min` : ""}` : `${minutes} min`;
  return `${time} ${driving ? "drive" : "walk"}`;
}
