/** Below a stop's audio: the way on, then the Tour Stops, record and other-tours accordions. */
import { CopyCitation } from "../../records/copy-citation";
import { RecordFields } from "../../records/record-fields";
import "../../records/records.css";
import { TourCardList } from "../tour-card";
import type { TourMode } from "@tours/shared/browser";
import type { TourStopView, TourView } from "../tour-view";
import { Accordion } from "./accordion";
import { TourStopsList } from "./tour-stops-list";

interface Props {
  mode: TourMode;
  tour: TourView;
  stop: TourStopView;
  isLast: boolean;
  onNext(): void;
  /** A stop picked from Tour Stops: its narration starts. */
  onPickStop?(): void;
}

export function StopSections({ mode, tour, stop, isLast, onNext, onPickStop }: Props) {
  return (
    <>
      <div className="tour-actions">
        <button type="button" className="button" onClick={onNext}>
          {isLast ? "Complete Tour" : "Go To Next Stop"}
        </button>
      </div>
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
        <Accordion title="Full Record and Citation">
          <RecordFields record={stop.record} />
          <CopyCitation
            parts={stop.citationParts}
            citation={stop.citation}
            slug={stop.record.slug}
          />
        </Accordion>
        {stop.otherTours.length > 0 && (
          <Accordion title="Other Tours for Site">
            <TourCardList tours={stop.otherTours} headingLevel={3} />
          </Accordion>
        )}
      </div>
    </>
  );
}
