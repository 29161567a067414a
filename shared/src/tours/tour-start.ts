/**
 * Where each tour starts, as GET /api/map/points.geojson carries it for the home and tours maps.
 * No schema code, so the browser can use it too.
 */

export interface TourStart {
  tourId: string;
  slug: string;
  title: string;
  categories: string[];
  /** Name of the site where the tour starts. */
  start: string;
  lat: number;
  lng: number;
}

export type TourStartProperties = Omit<TourStart, "lat" | "lng">;

export interface TourStartCollection {
  type: "FeatureCollection";
  features: {
    type: "Feature";
    geometry: { type: "Point"; coordinates: [number, number] };
    properties: TourStartProperties;
  }[];
}

/** The starts as GeoJSON ([lng, lat] order). */
export function toStartCollection(starts: readonly TourStart[]): TourStartCollection {
  return {
    type: "FeatureCollection",
    features: starts.map(({ lat, lng, ...properties }) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [lng, lat] },
      properties,
    })),
  };
}

/** Back from GeoJSON; features that are not points are skipped. */
export function fromStartCollection(collection: TourStartCollection): TourStart[] {
  return collection.features.flatMap(({ geometry, properties }) => {
    if (geometry?.type !== "Point") return [];
    const [lng, lat] = geometry.coordinates;
    return [{ ...properties, lat, lng }];
  });
}
