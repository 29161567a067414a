/**
 * Why a tour save failed, in the SPEC §8 wording: the server's field issues (paths `tour.x` and
 * `stops.N.x`, placed at their fields by `tourRules`) under 'Tour validation error' or 'Stop
 * validation error'.
 */
import type { ErrorIssue } from "@tours/shared/browser";

export const TOUR_VALIDATION_ERROR = "Tour validation error";
export const STOP_VALIDATION_ERROR = "Stop validation error";
export const ERROR_SAVING_TOUR = "Error saving Tour";
export const ERROR_SAVING_STOP = "Error saving stop";

/** The heading a failed save shows over its messages: what its issues are about. */
export function failureHeading(issues: readonly ErrorIssue[]): string {
  const about = (pattern: RegExp) => issues.some((issue) => pattern.test(issue.path));
  if (about(/^tour\.[^.]/)) return TOUR_VALIDATION_ERROR;
  if (about(/^stops\.\d+\.[^.]/)) return STOP_VALIDATION_ERROR;
  return ERROR_SAVING_TOUR;
}

/**
 * SPEC §5 Stop: a stop save fails if the answer has no id. Answers the stops sent that the saved
 * answer lacks (by id, in order), empty when every stop came back.
 */
export function missingSavedStops(
  sent: readonly { id: string }[],
  saved: readonly { id?: unknown }[],
): number[] {
  const ids = new Set(saved.map((stop) => stop.id).filter((id) => typeof id === "string" && id));
  return sent.flatMap((stop, index) => (ids.has(stop.id) ? [] : [index]));
}
