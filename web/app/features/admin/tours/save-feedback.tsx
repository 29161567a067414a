/**
 * Next to the Save button: what still keeps the tour from being saved ('Tour validation error',
 * 'Stop validation error') in the editors' shared error summary, and why the last save failed.
 */
import type { SummaryEntry } from "../ui/field-errors";
import type { SummaryGroup } from "../ui/error-summary";
import { STOP_VALIDATION_ERROR, TOUR_VALIDATION_ERROR } from "./save-outcome";

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
