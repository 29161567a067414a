/**
 * Where the welcome page's one-tap 'Hear the Story' leads (issue 10, QR scan to story in one
 * tap): on one tour, straight to the record's stop of that tour in landing mode; on several, to
 * the tour choice, whose cards then lead straight to the stop.
 */
import { landingTourPath, selectTourPath } from "./landing-urls";

/** Query flag on select-tour: the cards lead to the record's stop, not the tour's intro. */
export const STORY_PARAM = "then";
export const STORY_VALUE = "story";

export interface RecordTour {
  slug: string;
  stops: readonly { slug: string; recordId: string }[];
}

/** The record's stop on this tour (its first appearance), or null when it has none. */
export function storyStopPath(tour: RecordTour, recordId: string): string | null {
  const stop = tour.stops.find((candidate) => candidate.recordId === recordId);
  return stop ? landingTourPath(tour.slug, { stopSlug: stop.slug }) : null;
}

/** null when the record is on no tour, or its one tour has no stop for it. */
export function storyPath(recordId: string, tours: readonly RecordTour[]): string | null {
  const [only, ...others] = tours;
  if (!only) return null;
  if (others.length > 0) return `${selectTourPath(recordId)}?${STORY_PARAM}=${STORY_VALUE}`;
  return storyStopPath(only, recordId);
}
