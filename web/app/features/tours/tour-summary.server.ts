/** Turns whole tours into what the pages send to the browser (server only: uses @tours/shared). */
import { mediaUrl, type Tour, TOUR_CATEGORIES, type TourCategory } from "@tours/shared";
import type { CategoryCount, TourSummary } from "./tour-summary";

/** `start` stays null here: only loaders that read the tours' stops know it (map/tour-points). */
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
    image: cover ? { src: mediaUrl(cover.path), alt: cover.caption.trim() || tour.title } : null,
    start: null,
  };
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
