/**
 * When a visitor walking a tour counts as arrived at a stop, which stop that is, and which placed
 * stop or tour start is nearest. Pure: the hooks feed it the phone's fixes.
 */
import type { LatLng } from "../maps/directions";
import { distanceMetres } from "@tours/shared/browser";
import type { PositionFix } from "../maps/use-watched-position";

/** Within this many metres of a stop the visitor has arrived, on a precise fix. */
export const ARRIVAL_RADIUS_M = 35;
/** A vague fix widens the radius by its accuracy, but never past this. */
export const MAX_ARRIVAL_RADIUS_M = 75;
/** Fixes vaguer than this say too little about where the visitor stands: they are ignored. */
export const MAX_USABLE_ACCURACY_M = 100;

/** A fix precise enough to judge an arrival by (accuracy is the phone's radius in metres). */
export function isUsableFix(fix: PositionFix): boolean {
  return (
    Number.isFinite(fix.accuracy) && fix.accuracy >= 0 && fix.accuracy <= MAX_USABLE_ACCURACY_M
  );
}

/**
 * The visitor may be anywhere within `accuracy` of the fix, so the stop is reached when it lies
 * within 35 m of that circle, capped at 75 m so a vague fix does not fire a block early.
 */
export function arrivalRadius(accuracy: number): number {
  return Math.min(MAX_ARRIVAL_RADIUS_M, ARRIVAL_RADIUS_M + Math.max(0, accuracy));
}

/**
 * Arrived at `place`, coming from `from` (the stop the visitor is on, if placed): where two stops
 * stand closer than the radius, the visitor must also be nearer the next one than the current.
 */
export function hasArrived(
  fix: PositionFix,
  place: LatLng | null,
  from: LatLng | null = null,
): boolean {
  if (!place || !isUsableFix(fix)) return false;
  const metres = distanceMetres(fix, place);
  if (from && distanceMetres(fix, from) <= metres) return false;
  return metres <= arrivalRadius(fix.accuracy);
}

export type TourViewKind = "intro" | "stop" | "outro";

/** The stop the visitor walks to: the first one from the intro, the following one from a stop. */
export function stopToReach<T>(
  stops: readonly T[],
  view: TourViewKind,
  stopIndex: number,
): T | null {
  if (view === "intro") return stops[0] ?? null;
  if (view === "stop" && stopIndex >= 0) return stops[stopIndex + 1] ?? null;
  return null;
}

/** The placed item nearest to `from`, or null when none is placed. */
export function nearest<T>(
  items: readonly T[],
  placeOf: (item: T) => LatLng | null,
  from: LatLng,
): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const item of items) {
    const place = placeOf(item);
    if (!place) continue;
    const distance = distanceMetres(from, place);
    if (distance < bestDistance) [best, bestDistance] = [item, distance];
  }
  return best;
}

export interface WithDistance<T> {
  item: T;
  /** Metres from the visitor, or null when the item has no place. */
  metres: number | null;
}

/** Nearest first; items without a place keep their order at the end. */
export function byDistance<T>(
  items: readonly T[],
  placeOf: (item: T) => LatLng | null,
  from: LatLng,
): WithDistance<T>[] {
  const measured = items.map((item) => {
    const place = placeOf(item);
    return { item, metres: place ? distanceMetres(from, place) : null };
  });
  const placed = measured.filter((entry) => entry.metres !== null);
  const unplaced = measured.filter((entry) => entry.metres === null);
  placed.sort((a, b) => a.metres! - b.metres!);
  return [...placed, ...unplaced];
}
