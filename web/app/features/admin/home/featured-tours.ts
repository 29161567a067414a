/** The featured tours list of the admin home: which tours it shows and what can still be added. */

export interface TourChoice {
  id: string;
  title: string;
}

export interface FeaturedToursState {
  featuredTours: string[];
  /** Sent back with the save so that a newer save by someone else is not overwritten (409). */
  version: number | undefined;
}

/** The version carried in the ETag of GET /featuredTours ("3", or W/"3" through a proxy). */
export function versionFromEtag(etag: string | null): number | undefined {
  const match = etag?.match(/^(?:W\/)?"(\d+)"$/);
  return match ? Number(match[1]) : undefined;
}

/** The featured ids of tours that still exist (a deleted tour leaves the list with it). */
export function existingFeatured(ids: readonly string[], tours: readonly TourChoice[]): string[] {
  const known = new Set(tours.map((tour) => tour.id));
  return ids.filter((id) => known.has(id));
}

/** Tours that can be added: not featured yet, by title (SPEC §9 sorts tours by title). */
export function addableTours(tours: readonly TourChoice[], featured: readonly string[]) {
  const taken = new Set(featured);
  return tours
    .filter((tour) => !taken.has(tour.id))
    .sort((a, b) => a.title.localeCompare(b.title, "en", { sensitivity: "base" }));
}

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
