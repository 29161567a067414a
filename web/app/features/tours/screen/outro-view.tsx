/**
 * The end of a tour (SPEC §2 Outro): thanks, the outro text and audio, then other tours; and
 * the walk's progress, sharing, the nearest tours, lesson plans and donating.
 */
import { AppLink } from "../../chrome/app-link";
import { PrintAddress } from "../../chrome/print-address";
import { NearestTours, OutroDonate } from "../outro/outro-next";
import { TourLessonPlans } from "../tour-lesson-plans";
import "../outro/outro.css";
import { ShareTour } from "../outro/share-tour";
import { WalkSummary } from "../outro/walk-summary";
import { TourCardList } from "../tour-card";
import type { OtherTours } from "../tour-summary";
import { type TourMode, tourPath } from "@tours/shared/browser";
import type { TourView } from "../tour-view";
import { Accordion } from "./accordion";
import { Collapsible } from "./collapsible";
import { RichText } from "./rich-text";
import { TourStopsList } from "./tour-stops-list";

export function OutroTop({ tour }: { tour: TourView }) {
  return (
    <>
      <p className="tour-stop__position">{tour.title}</p>
      <h1>We hope you enjoyed this tour!</h1>
      <PrintAddress />
      <Collapsible>
        <RichText html={tour.outroHtml} />
      </Collapsible>
    </>
  );
}

/**
 * First under the outro's audio. Its place never changes when the page's scripts run: the walk's
 * summary, known only to this browser, comes after it.
 */
export function OutroActions({
  tour,
  showViewOtherTours,
}: {
  tour: TourView;
  /** Hidden while the campaign parameter is present (SPEC §2). */
  showViewOtherTours: boolean;
}) {
  return (
    <div className="tour-actions">
      {showViewOtherTours && (
        <AppLink to="/tours" className="button">
          View Other Tours
        </AppLink>
      )}
      <ShareTour title={tour.title} path={tourPath("in-person", tour.slug)} />
    </div>
  );
}

interface SectionsProps {
  mode: TourMode;
  tour: TourView;
  otherTours: OtherTours;
}

export function OutroSections({ mode, tour, otherTours }: SectionsProps) {
  return (
    <>
      <WalkSummary mode={mode} tourId={tour.id} tourSlug={tour.slug} stops={tour.stops} />
      <div className="accordions">
        <Accordion title="Tour Stops">
          <TourStopsList mode={mode} tourSlug={tour.slug} stops={tour.stops} currentSlug={null} />
        </Accordion>
        {otherTours.total > 0 && (
          <Accordion title="Other Tours">
            <TourCardList tours={otherTours.listed} headingLevel={3} />
            {otherTours.total > otherTours.listed.length && (
              <p>
                <AppLink to="/tours" className="button">
                  See all {otherTours.total} other tours
                </AppLink>
              </p>
            )}
          </Accordion>
        )}
      </div>
      <NearestTours nearby={otherTours.nearby} />
      <TourLessonPlans tour={tour} />
      <OutroDonate />
    </>
  );
}
