/** The tour's landing (intro): images, the intro text and the ways to start (SPEC §2, §4). */
import type { ReactNode } from "react";
import { AppLink } from "../../chrome/app-link";
import { PrintAddress } from "../../chrome/print-address";
import { SCANNED_RECORD_LINK } from "../../landing/scanned-record";
import { ImageCarousel } from "../carousel/image-carousel";
import { formatDistance, formatDuration, formatStopCount } from "../tour-summary";
import type { TourView } from "../tour-view";
import { Collapsible } from "./collapsible";
import { RichText } from "./rich-text";

export function IntroTop({ tour }: { tour: TourView }) {
  return (
    <>
      <h1>{tour.title}</h1>
      <PrintAddress />
      <ul className="tour-facts" aria-label="Tour facts">
        <li>{formatDuration(tour.duration)}</li>
        <li>{formatDistance(tour.distance)}</li>
        <li>{formatStopCount(tour.stops.length)}</li>
      </ul>
      <ImageCarousel images={tour.images} label={`Photos of the ${tour.title} tour`} priority />
      <Collapsible>
        <RichText html={tour.introHtml} />
      </Collapsible>
    </>
  );
}

export interface StartLink {
  label: string;
  to: string;
  onStart(): void;
  secondary?: boolean;
  /** The link takes up the address's record (features/landing/scanned-record). */
  carriesScannedRecord?: boolean;
  /** It opens a stop with its narration playing, even when tapped before the page runs. */
  startsNarration?: boolean;
}

/**
 * 'Take Tour' / 'Take Tour Virtually', or once started 'Go to First Stop' / 'Go to Virtual Stop';
 * `children` are further ways in (in person: 'Start at the nearest stop').
 */
export function IntroActions({
  links,
  children,
}: {
  links: readonly StartLink[];
  children?: ReactNode;
}) {
  if (links.length === 0) return <p>This tour has no stops yet.</p>;
  return (
    <div className="tour-actions">
      {links.map((link) => (
        <AppLink
          key={link.label}
          to={link.to}
          className={link.secondary ? "button button--secondary" : "button"}
          onClick={link.onStart}
          {...(link.carriesScannedRecord ? SCANNED_RECORD_LINK : {})}
          {...(link.startsNarration ? { "data-early-start": "" } : {})}
        >
          {link.label}
        </AppLink>
      ))}
      {children}
    </div>
  );
}
