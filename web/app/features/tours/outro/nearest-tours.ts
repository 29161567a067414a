/** The other tours that start closest to where this one ends (the outro). */
import { distanceMetres } from "../maps/map-geometry";
import type { LatLng } from "../tour-view";

/** Where a tour ends: its last stop that has coordinates, or null when none has. */
export function tourEnd(stops: readonly { coordinates: LatLng | null }[]): LatLng | null {
  for (let i = stops.length - 1; i >= 0; i--) {
    const at = stops[i]?.coordinates;
    if (at) return at;
  }
  return null;
}

/** Up to `count` tours with a start, nearest first, each with its distance in metres. */
export function nearestTours<T extends { start: LatLng | null }>(
  end: LatLng | null,
  tours: readonly T[],
  count = 3,
): { tour: T; metres: number }[] {
  if (!end) return [];
  return tours
    .flatMap((tour) => (tour.start ? [{ tour, metres: distanceMetres(end, tour.start) }] : []))
    .sort((a, b) => a.metres - b.metres)
    .slice(0, count);
}
