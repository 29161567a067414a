/**
 * Below a stop's audio: the way on (StopActions), then, after the arrival alerts of a tour taken
 * in person, the Tour Stops, record and other-tours accordions (StopSections).
 */
import { memo, useEffect, useEffectEvent } from "react";
import { CopyCitation } from "../../records/copy-citation";
import { RecordFields } from "../../records/record-fields";
import "../../records/records.css";
import { takeEarlyNextTap } from "../audio/early-play";
import { TourCardList } from "../tour-card";
import type { TourMode } from "@tours/shared/browser";
import type { TourStopSummary, TourView } from "../tour-view";
import { Accordion } from "./accordion";
import { StopDetailsPending } from "./stop-details-pending";
import { TourStopsList } from "./tour-stops-list";
import type { StopDetailsState } from "./use-stop-details";

interface Props {
  mode: TourMode;
  tour: TourView;
  stop: TourStopSummary;
  details: StopDetailsState;
  /** A stop picked from Tour Stops: its narration starts. */
  onPickStop?(): void;
}

// Memoised: the tour screen renders again for other stops' details and the narration's state.
export const StopSections = memo(function StopSections({
  mode,
  tour,
  stop,
  details,
  onPickStop,
}: Props) {
  const ready = details.status === "ready" ? details.details : null;
  return (
    <div className="accordions">
      <Accordion title="Tour Stops">
        <TourStopsList
          mode={mode}
          tourSlug={tour.slug}
          stops={tour.stops}
          currentSlug={stop.slug}
          onPick={onPickStop}
        />
      </Accordion>
      <Accordion title="Full Record and Citation" printed>
        {ready ? (
          <>
            <RecordFields record={ready.record} />
            <CopyCitation
              parts={ready.citationParts}
              citation={ready.citation}
              slug={ready.record.slug}
            />
          </>
        ) : (
          details.status !== "ready" && <StopDetailsPending state={details} what="record" />
        )}
      </Accordion>
      {ready && ready.otherTours.length > 0 && (
        <Accordion title="Other Tours for Site">
          <TourCardList tours={ready.otherTours} headingLevel={3} />
        </Accordion>
      )}
    </div>
  );
});

export function StopActions({ isLast, onNext }: { isLast: boolean; onNext(): void }) {
  const goOn = useEffectEvent(onNext);
  // Tapped before the page ran: made now.
  useEffect(() => {
    if (takeEarlyNextTap()) goOn();
  }, []);
  return (
    <div className="tour-actions">
      {/* A tap before the page runs is kept by the early-play script, then made (early-play.ts). */}
      <button type="button" className="button" data-early-next="" onClick={onNext}>
        {isLast ? "Complete Tour" : "Go To Next Stop"}
      </button>
    </div>
  );
}
