/** Search hits as links to their stops: /tours/{tourSlug}/{stopSlug} (SPEC §2 /search). */
import type { StopSearchHit, Tour } from "@tours/shared";

export interface StopLink {
  id: string;
  siteName: string;
  tourTitle: string;
  href: string;
}

/** Keeps the hits' order; a hit whose tour is gone has nowhere to lead and is dropped. */
export function toStopLinks(
  hits: readonly StopSearchHit[],
  tours: readonly Pick<Tour, "id" | "slug" | "title">[],
): StopLink[] {
  const toursById = new Map(tours.map((tour) => [tour.id, tour]));
  return hits.flatMap((hit) => {
    const tour = toursById.get(hit.tourId);
    if (!tour) return [];
    return [
      {
        id: hit.id,
        siteName: hit.siteName,
        tourTitle: tour.title,
        href: `/tours/${encodeURIComponent(tour.slug)}/${encodeURIComponent(hit.slug)}`,
      },
    ];
  });
}
