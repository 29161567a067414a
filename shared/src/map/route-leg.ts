/**
 * The tour's line and the leg from one stop to the next, as every map draws them (the live maps in
 * the browser and the server's static next-stop map): the drawn route, or straight segments
 * between the stops when the tour has none. Pure.
 */
import { lineString, point } from "@turf/helpers";
import { lineSlice } from "@turf/line-slice";
import { nearestPointOnLine } from "@turf/nearest-point-on-line";
import { hasUsableCoordinates, type LatLng, type LngLatPair, toLngLat } from "./coordinates.js";

/** The line the maps draw: the drawn route, else the placed stops joined in tour order. */
export function tourLine(
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

/**
 * The tour's line and the leg from `from` (null when that stop has no place) to `to` (null: no
 * leg), from the drawn route and every stop's coordinates in tour order.
 */
export function routeLeg(
  route: readonly LngLatPair[] | null,
  stops: readonly (LatLng | null)[],
  from: LatLng | null,
  to: LatLng | null,
): { path: LngLatPair[]; leg: LngLatPair[] } {
  const path = tourLine(route, stops.filter(hasUsableCoordinates));
  return { path, leg: to ? legOf(path, from, to) : [] };
}
