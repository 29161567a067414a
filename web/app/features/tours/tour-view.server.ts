/**
 * Builds a tour with every stop in full from the API's tour, stops and records, and cuts from it
 * a page's data (the stops' summaries, the details of the stops around the view) and one stop's
 * details (server only).
 */
import { recordPath, type TourScreen } from "@tours/shared/browser";
import { mediaUrl, type PublicStop, type Tour } from "@tours/shared";
import { buildCitation } from "../records/citation";
import { toRecordView } from "../records/record-view";
import { toTourSummary } from "./tour-summary.server";
import { stopsAround } from "./stop-window";
import type {
  LatLng,
  TourImage,
  TourStopDetails,
  TourStopSummary,
  TourStopView,
  TourView,
} from "./tour-view";

/** A tour with every stop in full: what its pages and its stops' details are cut from. */
export interface FullTour extends Omit<TourView, "stops" | "stopDetails"> {
  stops: TourStopView[];
}

interface Sources {
  tour: Tour;
  stops: readonly PublicStop[];
  /** Every tour, for tour links and the other tours of a site. */
  tours: readonly Tour[];
  siteName: string;
  baseUrl: string;
  now: Date;
}

export function toFullTour({ tour, stops, tours, siteName, baseUrl, now }: Sources): FullTour {
  const toursById = new Map(tours.map((t) => [t.id, t]));
  return {
    id: tour.id,
    slug: tour.slug,
    title: tour.title,
    categories: tour.categories,
    description: tour.description,
    duration: tour.duration,
    distance: tour.distance,
    introHtml: tour.intro,
    outroHtml: tour.outro,
    introAudio: tour.introAudio ? mediaUrl(tour.introAudio) : "",
    outroAudio: tour.outroAudio ? mediaUrl(tour.outroAudio) : "",
    introTranscript: tour.introTranscript,
    outroTranscript: tour.outroTranscript,
    images: toImages(tour.images),
    mapStyle: tour.map,
    tourMapZoom: tour.tourMapZoomLevel,
    nextStopZoom: tour.nextStopMapZoomLevel,
    route: tour.route?.coordinates ?? null,
    driving: tour.categories.includes("Driving Tours"),
    stops: stops.map((stop) => toStopView(stop, tour, toursById, { siteName, baseUrl, now })),
  };
}

function toStopView(
  stop: PublicStop,
  tour: Tour,
  toursById: ReadonlyMap<string, Tour>,
  site: { siteName: string; baseUrl: string; now: Date },
): TourStopView {
  const record = toRecordView(stop.record, [...toursById.values()]);
  const citationParts = {
    creator: record.Creator,
    title: record.Title,
    siteName: site.siteName,
    url: site.baseUrl + recordPath(record.slug),
  };
  const images = stop.images.length > 0 ? stop.images : stop.record.images;
  return {
    id: stop.id,
    slug: stop.slug,
    siteName: stop.siteName,
    audio: stop.audio.path ? mediaUrl(stop.audio.path) : "",
    cover: toImages(images)[0] ?? null,
    coordinates: usableCoordinates(stop.record.Coordinates),
    address: record.Address,
    narrativeHtml: stop.narrativeText,
    contentHtml: stop.content,
    transcript: stop.audio.transcript,
    images: toImages(images),
    record,
    citationParts,
    citation: buildCitation(citationParts, site.now),
    otherTours: stop.record.Tours.flatMap((id) => {
      const other = id === tour.id ? undefined : toursById.get(id);
      return other ? [toTourSummary(other)] : [];
    }),
  };
}

/** A view's page data: every stop's summary, and the details of the stops around the view. */
export function tourPageView({ stops, ...tour }: FullTour, screen: TourScreen): TourView {
  const carried = new Set(stopsAround(stops, screen));
  return {
    ...tour,
    stops: stops.map(toStopSummary),
    stopDetails: Object.fromEntries(
      stops.filter((stop) => carried.has(stop.slug)).map((stop) => [stop.slug, stopDetails(stop)]),
    ),
  };
}

function toStopSummary(stop: TourStopView): TourStopSummary {
  const { id, slug, siteName, audio, cover, coordinates, address } = stop;
  return { id, slug, siteName, audio, cover, coordinates, address };
}

export function stopDetails(stop: TourStopView): TourStopDetails {
  const { narrativeHtml, contentHtml, transcript, images, record, citationParts, citation } = stop;
  const { otherTours } = stop;
  return {
    narrativeHtml,
    contentHtml,
    transcript,
    images,
    record,
    citationParts,
    citation,
    otherTours,
  };
}

function toImages(images: readonly { path: string; caption: string }[]): TourImage[] {
  return images
    .filter((image) => image.path.trim())
    .map((image) => ({
      src: mediaUrl(image.path),
      caption: image.caption.trim(),
    }));
}

function usableCoordinates(coordinates: { lat: number; lng: number } | null): LatLng | null {
  if (!coordinates) return null;
  const { lat, lng } = coordinates;
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}
