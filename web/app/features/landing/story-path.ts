/**
 * Where the welcome page's buttons lead. 'Hear the Story' (below) (from a QR scan to the story in one
 * tap): on one tour, straight to the record's stop of that tour in landing mode; on several, to
 * the tour choice, whose cards then lead straight to the stop. A link straight to a stop carries
 * that stop's narration, so the tap itself starts it.
 */
import { mediaUrl, selectTourPath, stopScreen, tourPath } from "@tours/shared/browser";
import type { NarrationStart } from "../tours/narration";

/**
 * 'More Info': a choice when the record is on several tours, straight to the tour (selected
 * automatically) when on one, nowhere when on none (SPEC §4 QR landing flow).
 */
export function moreInfoPath(recordId: string, tourSlugs: readonly string[]): string | null {
  const [only, ...others] = tourSlugs;
  if (only === undefined) return null;
  return others.length > 0
    ? selectTourPath(recordId)
    : tourPath("landing", only, undefined, recordId);
}

export interface RecordTour {
  slug: string;
  stops: readonly { slug: string; recordId: string; audio: { path: string } }[];
}

export interface StoryLink {
  href: string;
  /** The stop's narration, for a link straight to a stop; null for the tour choice. */
  narration: NarrationStart | null;
}

/** The record's stop on this tour (its first appearance), or null when it has none. */
export function storyStop(tour: RecordTour, recordId: string): StoryLink | null {
  const index = tour.stops.findIndex((candidate) => candidate.recordId === recordId);
  const stop = tour.stops[index];
  if (!stop) return null;
  return {
    href: tourPath("landing", tour.slug, stopScreen(stop.slug)),
    narration: {
      audio: stop.audio.path ? mediaUrl(stop.audio.path) : "",
      termsGated: index > 0,
    },
  };
}

/**
 * null when the record is on no tour, or its one tour has no stop for it. For several tours the
 * stops are not needed (the tour choice fetches them).
 */
export function storyPath(recordId: string, tours: readonly RecordTour[]): StoryLink | null {
  const [only, ...others] = tours;
  if (!only) return null;
  if (others.length > 0) {
    return { href: selectTourPath(recordId, { story: true }), narration: null };
  }
  return storyStop(only, recordId);
}
