/** Where each tour starts, as the map and its text fallback need it. */
import {
  fromStartCollection,
  toStartCollection,
  type TourStart,
  type TourStartCollection,
  type TourStartProperties,
} from "@tours/shared/browser";
import { fetchJson } from "../../lib/api-error";

export type TourPoint = TourStart;
export type TourPointProperties = TourStartProperties;
export type TourPointCollection = TourStartCollection;

/** Every tour's start, one cached file for the home and tours maps. */
export const TOUR_POINTS_URL = "/api/map/points.geojson";

/** The points as GeoJSON for a clustered source ([lng, lat] order). */
export const toFeatureCollection = toStartCollection;

let loading: Promise<TourPoint[]> | undefined;

/** Fetched once per visit (maps on later pages reuse it); a failure is tried again next time. */
export function fetchTourPoints(): Promise<TourPoint[]> {
  loading ??= fetchJson<TourStartCollection>(TOUR_POINTS_URL, {
    headers: { accept: "application/geo+json" },
  })
    .then(fromStartCollection)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Points of the tours in a category, or every point for no category. */
export function inCategory(points: readonly TourPoint[], category: string | null): TourPoint[] {
  return category ? points.filter((point) => point.categories.includes(category)) : [...points];
}

/** Points of the given tours only, in the order of `tourIds`. */
export function pointsOf(points: readonly TourPoint[], tourIds: readonly string[]): TourPoint[] {
  const byTour = new Map(points.map((point) => [point.tourId, point]));
  return tourIds.flatMap((id) => byTour.get(id) ?? []);
}

/** Southwest and northeast corners ([lng, lat]) around the points, or null without points. */
export function boundsOf(
  points: readonly TourPoint[],
): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  const lngs = points.map((point) => point.lng);
  const lats = points.map((point) => point.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
