/** A tour's card: cover, title, description and facts; the whole card starts the tour. */
import { tourPath } from "@tours/shared/browser";
import type { MouseEvent } from "react";
import { AppLink } from "../chrome/app-link";
import { track } from "../../lib/analytics";
import { ResponsiveImage } from "../media/responsive-image";
import "./tour-card.css";
import { CARD_SIZES } from "./tour-card-sizes";
import { formatDistance, formatDuration, formatStopCount, type TourSummary } from "./tour-summary";

interface Props {
  tour: TourSummary;
  /** The card title's level, so headings stay in order on every page. */
  headingLevel: 2 | 3;
  /** Load the cover at once (cards near the top of the page). */
  eager?: boolean;
  /** Where the card leads: the tour's intro unless told otherwise (the QR flow's landing mode). */
  to?: string;
  /** Called when the card is followed (analytics; it may also keep the link from being followed). */
  onFollow?(event: MouseEvent<HTMLAnchorElement>): void;
  /** A line under the facts, e.g. how far away the tour starts ('Near me'). */
  note?: string;
}

export function TourCard({ tour, headingLevel, eager = false, to, onFollow, note }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="tour-card">
      {tour.image ? (
        <ResponsiveImage
          className="tour-card__image"
          image={tour.image}
          // Decorative: the card's title, right after it, says what the card is.
          alt=""
          sizes={CARD_SIZES}
          fallbackSize={{ width: 600, height: 400 }}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
        />
      ) : (
        <div className="tour-card__image tour-card__image--none">No Images Found</div>
      )}
      <div className="tour-card__body">
        <Heading className="tour-card__title">
          <AppLink
            to={to ?? tourPath("in-person", tour.slug)}
            className="tour-card__link"
            onClick={onFollow ?? (() => track("Tour", "CardClicked", tour.title))}
          >
            {tour.title}
          </AppLink>
        </Heading>
        <p className="tour-card__description">{tour.description}</p>
        <ul className="tour-card__facts" aria-label="Tour facts">
          <li>{formatDuration(tour.duration)}</li>
          <li>{formatDistance(tour.distance)}</li>
          <li>{formatStopCount(tour.stopCount)}</li>
        </ul>
        {note && <p className="tour-card__note">{note}</p>}
      </div>
    </article>
  );
}

interface ListProps {
  tours: readonly TourSummary[];
  headingLevel: 2 | 3;
  /** How many cards at the top load their cover at once. */
  eagerCount?: number;
  /** A note per tour id (see TourCard). */
  notes?: ReadonlyMap<string, string>;
  /** Called when a card is followed (see TourCard). */
  onFollow?(tour: TourSummary): void;
}

export function TourCardList({ tours, headingLevel, eagerCount = 0, notes, onFollow }: ListProps) {
  return (
    <ul className="tour-cards card-grid">
      {tours.map((tour, index) => (
        <li key={tour.id}>
          <TourCard
            tour={tour}
            headingLevel={headingLevel}
            eager={index < eagerCount}
            note={notes?.get(tour.id)}
            onFollow={onFollow && (() => onFollow(tour))}
          />
        </li>
      ))}
    </ul>
  );
}
