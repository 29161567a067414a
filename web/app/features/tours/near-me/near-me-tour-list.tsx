/** A list of tour cards with a 'Near me' switch that orders them by distance. */
import type { ReactNode } from "react";
import { track } from "../../../lib/analytics";
import { LocationDeniedDialog } from "../maps/location-denied-dialog";
import { TourCardList } from "../tour-card";
import type { TourSummary } from "../tour-summary";
import { useInteractive } from "../use-interactive";
import { useNearMe, useOrderedByDistance } from "./use-near-me";
import "./near-me.css";

interface Props {
  tours: readonly TourSummary[];
  headingLevel: 2 | 3;
  eagerCount?: number;
  /** Shown instead of the list when there are no tours. */
  empty: ReactNode;
}

export function NearMeTourList({ tours, headingLevel, eagerCount, empty }: Props) {
  const interactive = useInteractive();
  const nearMe = useNearMe();
  const { state } = nearMe;
  const ordered = useOrderedByDistance(tours, state.kind === "on" ? state.from : null);
  const placed = tours.some((tour) => tour.start);

  return (
    <>
      {/* Needs at least one tour with a known start, and the page's scripts: until they run, the
          bar keeps its place unseen, so the cards do not move when it appears. */}
      {placed && (
        <div className={interactive ? "near-me" : "near-me near-me--waiting"}>
          <button
            type="button"
            className="button button--secondary near-me__button"
            aria-pressed={state.kind === "on"}
            disabled={state.kind === "asking"}
            onClick={() => {
              track("Tour", "NearMe", state.kind === "on" ? "off" : "on");
              void nearMe.toggle();
            }}
          >
            Near me
          </button>
          <p className="near-me__status" role="status">
            {state.kind === "asking" && "Finding your location…"}
            {state.kind === "on" && "Nearest first. Your location stays on this device."}
            {state.kind === "failed" && state.message}
          </p>
        </div>
      )}
      {ordered.tours.length > 0 ? (
        <TourCardList
          tours={ordered.tours}
          headingLevel={headingLevel}
          eagerCount={eagerCount}
          notes={ordered.notes}
        />
      ) : (
        empty
      )}
      <LocationDeniedDialog open={state.kind === "denied"} onOk={nearMe.closeDenied} />
    </>
  );
}
