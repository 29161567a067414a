/**
 * When a visitor on a tour counts as arrived at a stop, which stop that is, and which placed stop
 * or tour start is nearest. Pure: the hooks feed it the phone's fixes.
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

/**
 * On a driving tour: the site's building often stands back from the road, behind its grounds, and
 * the visitor parks in a lot or on a street nearby, or views a private house from the road (the
 * demo's Belair, Fort Negley's hill). Within this many metres, on a precise fix, the car has
 * arrived: a lot 60–150 m from the site counts.
 */
export const DRIVING_ARRIVAL_RADIUS_M = 150;
/** A vague fix widens the driving radius by its accuracy, but never past this. */
export const MAX_DRIVING_ARRIVAL_RADIUS_M = 200;
/**
 * A car at 20 m/s (45 mph) moves 40 m between two fixes 2 s apart, more where a phone skips fixes,
 * so a driving tour judges the way between two fixes, not only the fixes: a car that passed the
 * site between them has arrived. Two fixes farther apart than this (25 s at 20 m/s) are not one
 * stretch of road (the page was hidden meanwhile, or one fix strayed): the newer is judged alone.
 */
export const MAX_DRIVING_SEGMENT_M = 500;

/** How an arrival is judged: on foot (the figures above the driving ones) or by car. */
export interface ArrivalRule {
  /** Arrived within this many metres of the stop, on a precise fix. */
  radius: number;
  /** The radius widened by a vague fix's accuracy, never past this. */
  maxRadius: number;
  /** The way from the previous fix is judged when at most this long; 0: only the fix itself. */
  maxSegment: number;
}

export const WALKING_ARRIVAL: ArrivalRule = {
  radius: ARRIVAL_RADIUS_M,
  maxRadius: MAX_ARRIVAL_RADIUS_M,
  maxSegment: 0,
};

export const DRIVING_ARRIVAL: ArrivalRule = {
  radius: DRIVING_ARRIVAL_RADIUS_M,
  maxRadius: MAX_DRIVING_ARRIVAL_RADIUS_M,
  maxSegment: MAX_DRIVING_SEGMENT_M,
};

export const arrivalRule = (driving: boolean): ArrivalRule =>
  driving ? DRIVING_ARRIVAL : WALKING_ARRIVAL;

/** A fix precise enough to judge an arrival by (accuracy is the phone's radius in metres). */
export function isUsableFix(fix: PositionFix): boolean {
  return (
    Number.isFinite(fix.accuracy) && fix.accuracy >= 0 && fix.accuracy <= MAX_USABLE_ACCURACY_M
  );
}

/**
 * The visitor may be anywhere within `accuracy` of the fix, so the stop is reached when it lies
 * within the rule's radius (35 m on foot) of that circle, capped (at 75 m on foot) so a vague fix
 * does not fire a block early.
 */
export function arrivalRadius(accuracy: number, rule: ArrivalRule = WALKING_ARRIVAL): number {
  return Math.min(rule.maxRadius, rule.radius + Math.max(0, accuracy));
}

/**
 * The point of the straight way from `a` to `b` nearest `place`: over a few hundred metres the
 * globe is flat enough to project on a plane (a degree of longitude shrunk by the latitude).
 */
export function nearestOnWay(a: LatLng, b: LatLng, place: LatLng): LatLng {
  const shrink = Math.cos((place.lat * Math.PI) / 180);
  const [ax, ay] = [(a.lng - place.lng) * shrink, a.lat - place.lat];
  const [dx, dy] = [(b.lng - a.lng) * shrink, b.lat - a.lat];
  const squared = dx * dx + dy * dy;
  const t = squared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / squared));
  return { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
}

export interface ArrivalOptions {
  /** On foot by default. */
  rule?: ArrivalRule;
  /** The fix before this one, judged with it when the rule follows the way between fixes. */
  previous?: PositionFix | null;
}

/**
 * Arrived at `place`, coming from `from` (the stop the visitor is on, if placed): where two stops
 * stand closer than the radius, the visitor must also be nearer the next one than the current.
 * By car, where the way from the previous fix passed the stop, its nearest point is judged.
 */
export function hasArrived(
  fix: PositionFix,
  place: LatLng | null,
  from: LatLng | null = null,
  { rule = WALKING_ARRIVAL, previous = null }: ArrivalOptions = {},
): boolean {
  if (!place || !isUsableFix(fix)) return false;
  const way =
    rule.maxSegment > 0 &&
    previous !== null &&
    isUsableFix(previous) &&
    distanceMetres(previous, fix) <= rule.maxSegment;
  const at = way ? nearestOnWay(previous, fix, place) : fix;
  // A point between two fixes is known as well as the vaguer of them.
  const accuracy = way ? Math.max(previous.accuracy, fix.accuracy) : fix.accuracy;
  const metres = distanceMetres(at, place);
  if (from && distanceMetres(at, from) <= metres) return false;
  return metres <= arrivalRadius(accuracy, rule);
}

export type TourViewKind = "intro" | "stop" | "outro";

/** The stops still ahead, in the tour's order: every one from the intro, the following ones from a stop. */
export function stopsAhead<T>(stops: readonly T[], view: TourViewKind, stopIndex: number): T[] {
  if (view === "intro") return [...stops];
  if (view === "stop" && stopIndex >= 0) return stops.slice(stopIndex + 1);
  return [];
}

/**
 * The stop the visitor makes for: the first one ahead not `passed` (reached but not opened, its
 * banner ignored or dismissed, then left behind: the following one counts then), and where the
 * visitor comes from to it (the stop before it ahead, else `from`).
 */
export function stopToReach<T extends { slug: string; coordinates: LatLng | null }>(
  ahead: readonly T[],
  passed: readonly string[],
  from: LatLng | null,
): { target: T | null; from: LatLng | null } {
  const index = ahead.findIndex((stop) => !passed.includes(stop.slug));
  if (index < 0) return { target: null, from };
  return { target: ahead[index]!, from: index > 0 ? ahead[index - 1]!.coordinates : from };
}

/**
 * Past this many times the rule's widest radius from a stop reached but not opened, the visitor
 * has gone on without it: its banner goes, and the stop after it is watched for.
 */
export const LEAVE_FACTOR = 2;

/** Gone on from `place`: a usable fix farther than LEAVE_FACTOR × the rule's widest radius. */
export function hasLeft(
  fix: PositionFix,
  place: LatLng | null,
  rule: ArrivalRule = WALKING_ARRIVAL,
): boolean {
  if (!place || !isUsableFix(fix)) return false;
  return distanceMetres(fix, place) > LEAVE_FACTOR * rule.maxRadius;
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
