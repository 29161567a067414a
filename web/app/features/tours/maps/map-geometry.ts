/** Camera, line and distance arithmetic of the tour maps (SPEC §9 zoom levels). Pure. */
import type { LatLng } from "./directions";

/** SPEC §9: fitting the visitor's position and the next stop never zooms in past 17. */
export const LOCATION_FIT_MAX_ZOOM = 17;

/** [longitude, latitude], the order MapLibre and GeoJSON use. */
export type LngLatPair = [number, number];
/** Southwest and northeast corners. */
export type Bounds = [LngLatPair, LngLatPair];

export type Camera = { center: LngLatPair; zoom: number } | { bounds: Bounds; maxZoom: number };

export const toLngLat = ({ lat, lng }: LatLng): LngLatPair => [lng, lat];

export function boundsOf(points: readonly LatLng[]): Bounds | null {
  if (points.length === 0) return null;
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** The tour overview: every placed stop, never closer than the tour's zoom; one stop is centred. */
export function overviewCamera(points: readonly LatLng[], zoom: number): Camera | null {
  const [only] = points;
  if (!only) return null;
  if (points.length === 1) return { center: toLngLat(only), zoom };
  return { bounds: boundsOf(points)!, maxZoom: zoom };
}

/**
 * The next-stop map: the stop at the tour's zoom until the visitor's position is known, then the
 * visitor, the stop and the leg between them (`leg`, [lng, lat] points), so a route bending away
 * from the straight line stays in view.
 */
export function nextStopCamera(
  destination: LatLng,
  position: LatLng | null,
  zoom: number,
  leg: readonly LngLatPair[] = [],
): Camera {
  if (!position) return { center: toLngLat(destination), zoom };
  const along = leg.map(([lng, lat]) => ({ lat, lng }));
  return { bounds: boundsOf([position, destination, ...along])!, maxZoom: LOCATION_FIT_MAX_ZOOM };
}

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The least room kept around fitted places: over half the largest stop marker (the current stop's
 * dot at the largest text size, 57 px; every marker's tap area is at least 44 px), so none is cut.
 */
export const MARKER_ROOM = 32;

/**
 * Room kept around fitted places: a margin that shrinks on small maps, never below MARKER_ROOM,
 * and more above for a card standing on a marker (`roomAbove` pixels), so MapLibre never runs out
 * of space to fit into.
 */
export function fitPadding(width: number, height: number, roomAbove = 0): Padding {
  const side = Math.round(Math.max(MARKER_ROOM, Math.min(56, width * 0.12)));
  const vertical = Math.round(Math.max(MARKER_ROOM, Math.min(56, height * 0.12)));
  return {
    top: Math.round(Math.min(vertical + roomAbove, height * 0.35)),
    right: side,
    bottom: vertical,
    left: side,
  };
}

const FEET_PER_METRE = 3.28084;
const FEET_PER_MILE = 5280;

/** "350 feet" under a tenth of a mile, else "1.2 miles" / "1 mile". */
export function describeDistance(metres: number): string {
  const feet = metres * FEET_PER_METRE;
  if (feet < FEET_PER_MILE / 10) return `${Math.max(10, Math.round(feet / 10) * 10)} feet`;
  const miles = Number((feet / FEET_PER_MILE).toFixed(1));
  return `${miles} ${miles === 1 ? "mile" : "miles"}`;
}
