/** The choice between the tours a scanned record is on (SPEC §2 select-tour). */
import { useEffect } from "react";
import { track } from "../../lib/analytics";
import type { TourSummary } from "../tours/tour-summary";
import "../tours/tours.css";
import { selectTourText } from "./landing-copy";
import { TourCard } from "../tours/tour-card";
import { tourPath } from "@tours/shared/browser";
import type { LandingRecord } from "./landing-types";
import { OtherToursLink } from "./other-tours-link";
import "./landing.css";

interface Props {
  record: LandingRecord;
  tours: readonly TourSummary[];
}

export function SelectTourView({ record, tours }: Props) {
  const { title } = record;
  useEffect(() => track("LandingPage", "SelectTour", title), [title]);

  return (
    <main id="main" className="page landing landing--wide">
      <p className="landing__eyebrow">Choose a Tour</p>
      <h1>{title}</h1>
      {tours.length > 0 ? (
        <>
          <p className="lead">{selectTourText(tours.length)}</p>
          <ul className="tour-cards card-grid">
            {tours.map((tour, index) => (
              <li key={tour.id}>
                <TourCard
                  tour={tour}
                  headingLevel={2}
                  eager={index === 0}
                  to={tourPath("landing", tour.slug, undefined, record.id)}
                  onFollow={() => track("LandingPage", "TourSelected", tour.title)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="landing__note">This site is not on a tour yet.</p>
      )}
      <div className="landing__actions">
        <OtherToursLink title={title} />
      </div>
    </main>
  );
}
