/**
 * What a tour's pages need, sent once with the tour's first page and kept while the visitor
 * moves from stop to stop; the stops' details come a few at a time (see TourStopDetails).
 * Browser code: only types come from @tours/shared.
 */
import type { PageImage } from "../media/page-image";
import type { CitationParts } from "../records/citation";
import type { RecordView } from "../records/record-view";
import type { TourBasics, TourSummary } from "./tour-summary";

export interface TourImage extends PageImage {
  caption: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * What every stop of a tour carries in its pages: what the Tour Stops list, the maps, arrival by
 * GPS, the nearest stop and the audio player need.
 */
export interface TourStopSummary {
  id: string;
  slug: string;
  siteName: string;
  /** Narration address, "" when the stop has none (a tap that opens the stop starts it). */
  audio: string;
  /** The stop's first photo (the player's artwork, the first slide while the rest loads). */
  cover: TourImage | null;
  coordinates: LatLng | null;
  /** The record's address, "" when it has none. */
  address: string;
}

/**
 * The rest of a stop, which makes most of its bytes: a tour's page carries it only for the stops
 * around the one shown (stopsAround), and fetches the others' from stopDetailsPath.
 */
export interface TourStopDetails {
  /** Sanitized when saved. */
  narrativeHtml: string;
  contentHtml: string[];
  /** What the narration says, plain text; "" when it has no transcript. */
  transcript: string;
  images: TourImage[];
  record: RecordView;
  citationParts: CitationParts;
  citation: string;
  /** Other tours that visit the same site. */
  otherTours: TourSummary[];
}

export interface TourStopView extends TourStopSummary, TourStopDetails {}

export interface TourView extends TourBasics {
  introHtml: string;
  outroHtml: string;
  introAudio: string;
  outroAudio: string;
  /** Plain text; "" when the narration has no transcript. */
  introTranscript: string;
  outroTranscript: string;
  images: TourImage[];
  mapStyle: string;
  tourMapZoom: number;
  nextStopZoom: number;
  /** The drawn route as [lng, lat] points, or null: the maps then join the stops in order. */
  route: [number, number][] | null;
  /** A driving tour (category 'Driving Tours'): times are given for driving, not walking. */
  driving: boolean;
  stops: TourStopSummary[];
  /** The details of the stops the page carries, by stop slug. */
  stopDetails: Record<string, TourStopDetails>;
}

/** Text without its markup, shortened for a meta description. */
export function plainSummary(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}
