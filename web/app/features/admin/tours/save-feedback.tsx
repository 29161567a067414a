/**
 * Next to the Save button: what still keeps the tour from being saved ('Tour validation error',
 * 'Stop validation error') in the editors' shared error summary, and why the last save failed.
 */
import type { FieldProblem, SummaryEntry } from "../ui/field-errors";
import type { SummaryGroup } from "../ui/error-summary";
import { STOP_VALIDATION_ERROR, TOUR_VALIDATION_ERROR } from "./save-outcome";
import type { TourDraft } from "./tour-draft";
import type { Problem, StopProblems } from "./tour-validation";
import { stopName } from "./tour-validation";

/** A stop's field as the form names it: `stops.{stop id}.{field}`. */
export const stopField = (stopId: string, field: string) => `stops.${stopId}.${field}`;

/**
 * Every problem of the tour form, the server's first: the tour's own fields by name, the stops'
 * as `stops.{id}.{field}`, whose summary line names the stop ("Stop 2 (Capitol): …").
 */
export function tourFormProblems(
  draft: TourDraft,
  server: { tour: readonly Problem[]; stops: ReadonlyMap<string, readonly Problem[]> },
  pending: { tour: readonly Problem[]; stops: readonly StopProblems[] },
): FieldProblem[] {
  const own = new Map(pending.stops.map((entry) => [entry.stop.id, entry.problems]));
  const stops = draft.stops.flatMap((stop, index) =>
    [...(server.stops.get(stop.id) ?? []), ...(own.get(stop.id) ?? [])].map((problem) => ({
      field: stopField(stop.id, problem.field),
      message: problem.message,
      summary: `${stopName(stop, index)}: ${problem.message}`,
    })),
  );
  return [...server.tour, ...pending.tour, ...stops];
}

/** The summary's two groups, in the SPEC §8 wording. */
export function summaryGroups(entries: readonly SummaryEntry[]): SummaryGroup[] {
  const isStop = (entry: SummaryEntry) => entry.field.startsWith("stops.");
  return [
    { heading: TOUR_VALIDATION_ERROR, entries: entries.filter((entry) => !isStop(entry)) },
    { heading: STOP_VALIDATION_ERROR, entries: entries.filter(isStop) },
  ];
}

export function SaveFailure({ heading, lines }: { heading: string; lines: string[] }) {
  return (
    <div className="tour-feedback tour-feedback--error" role="alert">
      <h2 className="tour-feedback__heading">{heading}</h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
