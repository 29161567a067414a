/** Where a stop's details will show while they load, or why they did not come and a retry. */
import type { StopDetailsState } from "./use-stop-details";

interface Props {
  state: Exclude<StopDetailsState, { status: "ready" }>;
  /** What is missing, in words: "story", "record". */
  what: string;
  /** Announced to screen readers: once a page, where the story goes (not again in an accordion). */
  live?: boolean;
}

export function StopDetailsPending({ state, what, live = false }: Props) {
  if (state.status === "loading") {
    return (
      <p className="stop-details-pending" role={live ? "status" : undefined}>
        Loading this stop's {what}…
      </p>
    );
  }
  return (
    <div className="stop-details-pending" role={live ? "alert" : undefined}>
      <p>This stop's {what} could not be loaded. Check the connection and try again.</p>
      <button type="button" className="button button--secondary" onClick={state.retry}>
        Try again
      </button>
    </div>
  );
}
