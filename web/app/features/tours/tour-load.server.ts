/** Reads a tour by its slug with every stop in full, for its pages and its stops' details. */
import type { PublicApi } from "../../lib/public-api";
import { type FullTour, toFullTour } from "./tour-view.server";

export interface LoadedTour {
  tour: FullTour;
  /** Every tour's id and title (the light index), for the outro's other tours. */
  index: Awaited<ReturnType<PublicApi["tourIndex"]>>;
}

/** The tour at this slug, or null when there is none. */
export async function loadFullTour(api: PublicApi, tourSlug: string): Promise<LoadedTour | null> {
  const index = await api.tourIndex();
  const entry = index.find((t) => t.slug === tourSlug);
  const found = entry && (await api.toursByIds([entry.id]))[0];
  if (!found) return null;
  const stops = (await api.tourStops(found.id)) ?? [];
  // The tours each stop's record is on, for its 'Other Tours for Site'.
  const linked = [...new Set(stops.flatMap((stop) => stop.record.Tours))];
  const tour = toFullTour({
    tour: found,
    stops,
    tours: [found, ...(await api.toursByIds(linked.filter((id) => id !== found.id)))],
    siteName: api.site.siteName,
    baseUrl: api.baseUrl,
    now: new Date(),
  });
  return { tour, index };
}
