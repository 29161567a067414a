/** Turns whole tours into what the pages send to the browser (server only: uses @tours/shared). */
import { mediaUrl, type Tour, TOUR_CATEGORIES, type TourCategory } from "@tours/shared";
import type { CategoryCount, TourSummary } from "./tour-summary";

/** `start` is null here: pages that sort by distance add it with `withStarts`. */
export function toTourSummary(tour: Tour): TourSummary {
  const cover = tour.images[0];
  return {
    id: tour.id,
    slug: tour.slug,
    title: tour.title,
    description: tour.description,
    categories: tour.categories,
    duration: tour.duration,
    distance: tour.distance,
    stopCount: tour.stopIds.length,
    image: cover ? { src: mediaUrl(cover.path) } : null,
    start: null,
  };
}

/** Summaries with where each tour starts, from the starting points the page loads for its map. */
export function withStarts(
  summaries: readonly TourSummary[],
  points: readonly { tourId: string; lat: number; lng: number }[],
): TourSummary[] {
  const starts = new Map(points.map(({ tourId, lat, lng }) => [tourId, { lat, lng }]));
  return summaries.map((summary) => ({ ...summary, start: starts.get(summary.id) ?? null }));
}

/** Every category in SPEC order, with how many tours it holds. */
export function countByCategory(
  tours: readonly { categories: readonly string[] }[],
): CategoryCount[] {
  return TOUR_CATEGORIES.map((category) => ({
    category,
    count: tours.filter((tour) => tour.categories.includes(category)).length,
  }));
}

export const tourCategories = (): TourCategory[] => [...TOUR_CATEGORIES];
