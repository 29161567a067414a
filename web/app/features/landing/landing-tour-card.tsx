/**
 * A tour card on select-tour: the look of the tours list's card (its CSS), but the card opens the
 * tour in landing mode with the scanned record selected.
 */
import { track } from "../../lib/analytics";
import { AppLink } from "../chrome/app-link";
import "../tours/tour-card.css";
import {
  formatDistance,
  formatDuration,
  formatStopCount,
  type TourSummary,
} from "../tours/tour-summary";
import { landingTourPath } from "./landing-urls";

interface Props {
  tour: TourSummary;
  recordId: string;
  /** Load the cover at once (the first card). */
  eager: boolean;
}

export function LandingTourCard({ tour, recordId, eager }: Props) {
  return (
    <article className="tour-card">
      {tour.image ? (
        <img
          className="tour-card__image"
          src={tour.image.src}
          alt={tour.image.alt}
          width={600}
          height={400}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
        />
      ) : (
        <div className="tour-card__image tour-card__image--none">No Images Found</div>
      )}
      <div className="tour-card__body">
        <h2 className="tour-card__title">
          <AppLink
            to={landingTourPath(tour.slug, { record: recordId })}
            className="tour-card__link"
            onClick={() => track("LandingPage", "TourSelected", tour.title)}
          >
            {tour.title}
          </AppLink>
        </h2>
        <p className="tour-card__description">{tour.description}</p>
        <ul className="tour-card__facts" aria-label="Tour facts">
          <li>{formatDuration(tour.duration)}</li>
          <li>{formatDistance(tour.distance)}</li>
          <li>{formatStopCount(tour.stopCount)}</li>
        </ul>
      </div>
    </article>
  );
}
