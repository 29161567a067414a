/** Loads each tour's starting point for the map: the first of its stops whose record is placed. */
import type { Tour } from "@tours/shared";
import type { PublicApi } from "../../lib/public-api";
import type { TourPoint } from "./tour-points";

export async function loadTourPoints(api: PublicApi, tours: readonly Tour[]): Promise<TourPoint[]> {
  const points = await Promise.all(
    tours.map(async (tour): Promise<TourPoint | null> => {
      const stops = (await api.tourStops(tour.id)) ?? [];
      for (const stop of stops) {
        const at = stop.record.Coordinates;
        if (!at) continue;
        const { id: tourId, slug, title } = tour;
        return { tourId, slug, title, start: stop.siteName, lat: at.lat, lng: at.lng };
      }
      return null;
    }),
  );
  return points.filter((point) => point !== null);
}
