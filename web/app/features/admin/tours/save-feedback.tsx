/**
 * Next to the Save button: what still keeps the tour from being saved ('Tour validation error',
 * 'Stop validation error'), why the last save failed.
 */
import { STOP_VALIDATION_ERROR, TOUR_VALIDATION_ERROR } from "./save-outcome";
import type { StopProblems, Problem } from "./tour-validation";
import { stopName } from "./tour-validation";

export function ValidationSummary({ tour, stops }: { tour: Problem[]; stops: StopProblems[] }) {
  if (tour.length === 0 && stops.length === 0) return null;
  return (
    <div className="tour-feedback tour-feedback--pending">
      {tour.length > 0 && (
        <>
          <h2 className="tour-feedback__heading">{TOUR_VALIDATION_ERROR}</h2>
          <ul>
            {tour.map((problem) => (
              <li key={problem.field}>{problem.message}</li>
            ))}
          </ul>
        </>
      )}
      {stops.length > 0 && (
        <>
          <h2 className="tour-feedback__heading">{STOP_VALIDATION_ERROR}</h2>
          <ul>
            {stops.map(({ index, stop, problems }) => (
              <li key={stop.id}>
                {stopName(stop, index)}: {problems.map((p) => p.message).join("; ")}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
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
