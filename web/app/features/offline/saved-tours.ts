/**
 * The tours saved on this phone for offline use. The 'Save for offline' feature keeps each tour
 * in a Cache Storage cache of its own named `SAVED_TOUR_CACHE + slug` (cache-names.ts), with a
 * JSON `SavedTour` at `SAVED_TOUR_ENTRY` in it; this module only reads them. Until that feature
 * exists there are none.
 */
import { SAVED_TOUR_CACHE, SAVED_TOUR_ENTRY } from "./cache-names";

export interface SavedTour {
  slug: string;
  title: string;
  /** Where the saved tour opens (its intro), a path on this site. */
  path: string;
  /** ISO date of the save. */
  savedAt: string;
}

function isSavedTour(value: unknown): value is SavedTour {
  if (typeof value !== "object" || value === null) return false;
  const tour = value as Record<string, unknown>;
  return (
    typeof tour.slug === "string" &&
    typeof tour.title === "string" &&
    typeof tour.path === "string" &&
    tour.path.startsWith("/") &&
    !tour.path.startsWith("//") &&
    typeof tour.savedAt === "string"
  );
}

/** The saved tours by title; [] where the browser keeps no caches (or on the server). */
export async function listSavedTours(): Promise<SavedTour[]> {
  if (typeof caches === "undefined") return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(SAVED_TOUR_CACHE));
  const tours = await Promise.all(
    names.map(async (name) => {
      const response = await (await caches.open(name)).match(SAVED_TOUR_ENTRY);
      const tour: unknown = await response?.json().catch(() => undefined);
      return isSavedTour(tour) ? [tour] : [];
    }),
  );
  return tours.flat().sort((a, b) => a.title.localeCompare(b.title));
}
