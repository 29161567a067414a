/**
 * Why a tour save failed, in the SPEC §8 wording: the server's field issues (paths `tour.x` and
 * `stops.N.x`) placed at their fields, under 'Tour validation error' or 'Stop validation error'.
 */
import type { ErrorIssue } from "@tours/shared/browser";
import type { Problem } from "./tour-validation";

export const TOUR_VALIDATION_ERROR = "Tour validation error";
export const STOP_VALIDATION_ERROR = "Stop validation error";
export const ERROR_SAVING_TOUR = "Error saving Tour";
export const ERROR_SAVING_STOP = "Error saving stop";

export interface PlacedIssues {
  tour: Problem[];
  /** Stop index → that stop's problems. */
  stops: Map<number, Problem[]>;
  /** Issues that name no field of the tour or a stop. */
  other: string[];
}

/** "stops.2.audio.path" → stop 2, field "audio"; "tour.images.0.path" → tour, field "images". */
export function placeIssues(issues: readonly ErrorIssue[]): PlacedIssues {
  const placed: PlacedIssues = { tour: [], stops: new Map(), other: [] };
  for (const issue of issues) {
    const parts = issue.path.split(".");
    if (parts[0] === "tour" && parts[1]) {
      placed.tour.push({ field: parts[1], message: issue.message });
    } else if (parts[0] === "stops" && /^\d+$/.test(parts[1] ?? "") && parts[2]) {
      const index = Number(parts[1]);
      const list = placed.stops.get(index) ?? [];
      list.push({ field: parts[2], message: issue.message });
      placed.stops.set(index, list);
    } else {
      placed.other.push(issue.path ? `${issue.path}: ${issue.message}` : issue.message);
    }
  }
  return placed;
}

/** The heading a failed save shows over its messages. */
export function failureHeading(placed: PlacedIssues): string {
  if (placed.tour.length > 0) return TOUR_VALIDATION_ERROR;
  if (placed.stops.size > 0) return STOP_VALIDATION_ERROR;
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

/** The field's first problem, if any. */
export const problemAt = (problems: readonly Problem[] | undefined, field: string) =>
  problems?.find((problem) => problem.field === field)?.message;
