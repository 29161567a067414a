/**
 * Whether the map of tour starts can keep SPEC §9's home view: only while every start, drawn as a
 * marker with a 44 px tap area (a cluster up to 64 px), lies whole inside the map. Pure.
 */

/** Pixels kept between a start and the map's edge: over half the largest marker (a 64 px cluster). */
export const MARKER_ROOM = 48;

export interface Pixel {
  x: number;
  y: number;
}

/** True when every start (its place on the map, in pixels) lies `room` pixels inside the edges. */
export function keepsEveryStart(
  places: readonly Pixel[],
  width: number,
  height: number,
  room = MARKER_ROOM,
): boolean {
  return places.every(
    ({ x, y }) => x >= room && x <= width - room && y >= room && y <= height - room,
  );
}
