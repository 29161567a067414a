/** Where each tour starts, as the map and its text fallback need it. */

export interface TourPoint {
  tourId: string;
  slug: string;
  title: string;
  /** Name of the site where the tour starts. */
  start: string;
  lat: number;
  lng: number;
}

export interface TourPointProperties {
  tourId: string;
  slug: string;
  title: string;
  start: string;
}

export interface TourPointCollection {
  type: "FeatureCollection";
  features: {
    type: "Feature";
    geometry: { type: "Point"; coordinates: [number, number] };
    properties: TourPointProperties;
  }[];
}

/** The points as GeoJSON for a clustered source ([lng, lat] order). */
export function toFeatureCollection(points: readonly TourPoint[]): TourPointCollection {
  return {
    type: "FeatureCollection",
    features: points.map(({ lat, lng, ...properties }) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [lng, lat] },
      properties,
    })),
  };
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
