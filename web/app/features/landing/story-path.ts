/**
 * Where the welcome page's buttons lead. 'Hear the Story' (from a QR scan to the story in one
 * tap) leads straight to the record's stop in landing mode: on one tour, one button; on several,
 * one button per tour, so that picking the tour is the tap that plays. A link straight to a stop
 * carries that stop's narration, so the tap itself starts it.
 */
import { mediaUrl, selectTourPath, sortByTitle, stopScreen, tourPath } from "@tours/shared/browser";
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
  title: string;
  stops: readonly { slug: string; recordId: string; audio: { path: string } }[];
}

/** A link straight to the record's stop on one of its tours. */
export interface StoryLink {
  href: string;
  /** The tour's title, which names the link when there are several. */
  tourTitle: string;
  narration: NarrationStart;
}

/** The record's stop on this tour (its first appearance), or null when it has none. */
export function storyStop(tour: RecordTour, recordId: string): StoryLink | null {
  const index = tour.stops.findIndex((candidate) => candidate.recordId === recordId);
  const stop = tour.stops[index];
  if (!stop) return null;
  return {
    href: tourPath("landing", tour.slug, stopScreen(stop.slug)),
    tourTitle: tour.title,
    narration: {
      audio: stop.audio.path ? mediaUrl(stop.audio.path) : "",
      termsGated: index > 0,
    },
  };
}

/** The record's story on each of its tours that has a stop for it, sorted by tour title. */
export function storyLinks(recordId: string, tours: readonly RecordTour[]): StoryLink[] {
  return sortByTitle(tours).flatMap((tour) => storyStop(tour, recordId) ?? []);
}
