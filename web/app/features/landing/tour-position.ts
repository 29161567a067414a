/** Where a scanned record sits within a tour: back-to-start's 'stop X of Y' (SPEC §4). */

export interface TourPosition {
  /** Slug of the tour's first stop, or null when the tour has no stops yet. */
  firstStopSlug: string | null;
  stopCount: number;
  /** The stop whose record was scanned, or null when the record is not on this tour. */
  current: { number: number; slug: string } | null;
}

/** `stops` in tour order; the first stop showing the record counts when it appears twice. */
export function tourPosition(
  stops: readonly { slug: string; recordId: string }[],
  recordId: string | null,
): TourPosition {
  const index = recordId ? stops.findIndex((stop) => stop.recordId === recordId) : -1;
  const stop = stops[index];
  return {
    firstStopSlug: stops[0]?.slug ?? null,
    stopCount: stops.length,
    current: stop ? { number: index + 1, slug: stop.slug } : null,
  };
}
