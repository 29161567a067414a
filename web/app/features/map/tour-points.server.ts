/** Each tour's starting point (the first of its stops whose record is placed), from one query. */
import type { PublicApi } from "../../lib/public-api";
import type { TourPoint } from "./tour-points";

export async function loadTourPoints(
  api: PublicApi,
  tours: readonly { id: string }[],
): Promise<TourPoint[]> {
  if (tours.length === 0) return [];
  return api.tourStarts(tours.map((tour) => tour.id));
}
