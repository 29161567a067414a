/** A stop: its photos, site name and narrative (the part above the audio player, SPEC §2). */
import { memo } from "react";
import { PrintAddress } from "../../chrome/print-address";
import { ImageCarousel } from "../carousel/image-carousel";
import type { TourStopSummary } from "../tour-view";
import { Collapsible } from "./collapsible";
import { RichText } from "./rich-text";
import { StopDetailsPending } from "./stop-details-pending";
import type { StopDetailsState } from "./use-stop-details";

interface Props {
  stop: TourStopSummary;
  details: StopDetailsState;
  position: number;
  total: number;
}

// Memoised: the tour screen renders again for other stops' details and the narration's state.
export const StopTop = memo(function StopTop({ stop, details, position, total }: Props) {
  // Until the stop's details come, its first photo stands for the carousel.
  const images =
    details.status === "ready" ? details.details.images : stop.cover ? [stop.cover] : [];
  return (
    <>
      <ImageCarousel images={images} label={`Photos of ${stop.siteName}`} priority />
      <p className="tour-stop__position">
        Stop {position} of {total}
      </p>
      <h1 data-announce={`Stop ${position} of ${total}: ${stop.siteName}`}>{stop.siteName}</h1>
      <PrintAddress />
      {details.status === "ready" ? (
        <Collapsible>
          <RichText html={details.details.narrativeHtml} />
          {details.details.contentHtml.map((html, index) => (
            <RichText key={index} html={html} />
          ))}
        </Collapsible>
      ) : (
        <StopDetailsPending state={details} what="story" live />
      )}
    </>
  );
});
