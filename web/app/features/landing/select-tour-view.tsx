/** The choice between the tours a scanned record is on (SPEC §2 select-tour). */
import { useEffect } from "react";
import { track } from "../../lib/analytics";
import { AppLink } from "../chrome/app-link";
import type { TourSummary } from "../tours/tour-summary";
import "../tours/tours.css";
import { selectTourText } from "./landing-copy";
import { TourCard } from "../tours/tour-card";
import { tourPath } from "@tours/shared/browser";
import type { LandingRecord } from "./landing-types";
import type { StoryLink } from "./story-path";
import "./landing.css";
import { useStoryTap } from "./story-tap";

interface Props {
  record: LandingRecord;
  tours: readonly TourSummary[];
  /** After 'Hear the Story': each tour's card leads straight to the record's stop (by tour id). */
  storyStops: Readonly<Record<string, StoryLink>> | null;
}

export function SelectTourView({ record, tours, storyStops }: Props) {
  const { title } = record;
  const tap = useStoryTap();
  useEffect(() => track("LandingPage", "SelectTour", title), [title]);

  return (
    <main id="main" className="page landing landing--wide">
      <p className="landing__eyebrow">Choose a Tour</p>
      <h1>{title}</h1>
      {tours.length > 0 ? (
        <>
          <p className="lead">{selectTourText(tours.length)}</p>
          <ul className="tour-cards">
            {tours.map((tour, index) => {
              const story = storyStops?.[tour.id];
              return (
                <li key={tour.id}>
                  <TourCard
                    tour={tour}
                    headingLevel={2}
                    eager={index === 0}
                    to={story?.href ?? tourPath("landing", tour.slug, undefined, record.id)}
                    onFollow={(event) => {
                      track("LandingPage", "TourSelected", tour.title);
                      if (story) tap.follow(event, story);
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="landing__note">This site is not on a tour yet.</p>
      )}
      <div className="landing__actions">
        <AppLink
          to="/tours"
          className="button button--secondary"
          onClick={() => track("LandingPage", "ViewOtherTours", title)}
        >
          View Other Tours
        </AppLink>
      </div>
      {tap.modal}
    </main>
  );
}
