/** A stop: its photos, site name and narrative (the part above the audio player, SPEC §2). */
import { ImageCarousel } from "../carousel/image-carousel";
import type { TourStopView } from "../tour-view";
import { Collapsible } from "./collapsible";
import { RichText } from "./rich-text";

interface Props {
  stop: TourStopView;
  position: number;
  total: number;
}

export function StopTop({ stop, position, total }: Props) {
  return (
    <>
      <ImageCarousel images={stop.images} label={`Photos of ${stop.siteName}`} priority />
      <p className="tour-stop__position">
        Stop {position} of {total}
      </p>
      <h1 data-announce={`Stop ${position} of ${total}: ${stop.siteName}`}>{stop.siteName}</h1>
      <Collapsible>
        <RichText html={stop.narrativeHtml} />
        {stop.contentHtml.map((html, index) => (
          <RichText key={index} html={html} />
        ))}
      </Collapsible>
    </>
  );
}
