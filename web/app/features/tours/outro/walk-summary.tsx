/** How much of the tour the visitor walked: 'N of M stops visited', naming the skipped stops. */
import { useId } from "react";
import { AppLink } from "../../chrome/app-link";
import { type TourMode, stopScreen, tourPath } from "@tours/shared/browser";
import type { TourStopSummary } from "../tour-view";
import { useVisits } from "./use-visits";
import { summarizeWalk, visitedLine } from "./visits";

interface Props {
  mode: TourMode;
  tourId: string;
  tourSlug: string;
  stops: readonly TourStopSummary[];
}

export function WalkSummary({ mode, tourId, tourSlug, stops }: Props) {
  const visits = useVisits(tourId);
  const skippedId = useId();
  // Unknown until the page runs in the browser (the visits live in its storage).
  if (!visits || stops.length === 0) return null;
  const summary = summarizeWalk(stops, visits);
  return (
    <section className="walk-summary" aria-label="Your walk">
      <p className="walk-summary__count">
        <strong>{visitedLine(summary)}</strong>
      </p>
      {/* The line above says it in words; the bar is for the eye only. */}
      <progress
        className="walk-summary__bar"
        max={summary.total}
        value={summary.visited}
        aria-hidden="true"
      />
      {summary.skipped.length > 0 && (
        <>
          <p id={skippedId}>
            {summary.skipped.length === 1 ? "You skipped this stop:" : "You skipped these stops:"}
          </p>
          <ul className="walk-summary__skipped" aria-labelledby={skippedId}>
            {summary.skipped.map((stop) => (
              <li key={stop.id}>
                <AppLink to={tourPath(mode, tourSlug, stopScreen(stop.slug))}>
                  {stop.siteName}
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
