/**
 * Next to the Save button: what still keeps the tour from being saved ('Tour validation error',
 * 'Stop validation error') in the editors' shared error summary, and why the last save failed.
 */
import type { SummaryEntry } from "../ui/field-errors";
import type { SummaryGroup } from "../ui/error-summary";
import { useReveal } from "../ui/use-reveal";
import { STOP_VALIDATION_ERROR, TOUR_VALIDATION_ERROR } from "./save-outcome";

/** The summary's two groups, in the SPEC §8 wording. */
export function summaryGroups(entries: readonly SummaryEntry[]): SummaryGroup[] {
  const isStop = (entry: SummaryEntry) => entry.field.startsWith("stops.");
  return [
    { heading: TOUR_VALIDATION_ERROR, entries: entries.filter((entry) => !isStop(entry)) },
    { heading: STOP_VALIDATION_ERROR, entries: entries.filter(isStop) },
  ];
}

/** Why the last save failed, brought into sight as it appears (`useReveal`). */
export function TourSaveFailure({ failure }: { failure: { heading: string; lines: string[] } }) {
  const ref = useReveal<HTMLDivElement>(failure);
  const { heading, lines } = failure;
  return (
    <div ref={ref} className="tour-feedback tour-feedback--error" role="alert" tabIndex={-1}>
      <h2 className="tour-feedback__heading">{heading}</h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
