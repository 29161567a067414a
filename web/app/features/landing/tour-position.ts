/** Where a scanned record sits within a tour: back-to-start's 'stop X of Y' (SPEC §4). */
import { backToStartPath, stopScreen, tourPath } from "@tours/shared/browser";

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

/**
 * Where 'Continue' after the sound cue leads: back-to-start's question, unless the scanned record
 * is the tour's first stop, where 'Yes' and 'Go to Start of Tour' would lead to the same stop:
 * then that stop. Back-to-start itself redirects there too: for addresses made before, and for a
 * saved sound cue's 'Continue' tapped before its page runs (scanned-record.tsx).
 */
export function afterSoundCue(
  tourSlug: string,
  position: TourPosition,
  recordId: string | null,
): string {
  const first = scannedFirstStop(position);
  return first
    ? tourPath("landing", tourSlug, stopScreen(first))
    : backToStartPath(tourSlug, recordId);
}

/** The first stop's slug when the scanned record is the tour's first stop: no question to ask. */
export function scannedFirstStop(position: TourPosition): string | null {
  return position.current?.number === 1 ? position.current.slug : null;
}
