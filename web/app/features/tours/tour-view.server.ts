/** Builds a tour's page data from the API's tour, stops and records (server only). */
import { recordPath } from "@tours/shared/browser";
import { mediaUrl, type PublicStop, type Tour } from "@tours/shared";
import { buildCitation } from "../records/citation";
import { toRecordView } from "../records/record-view";
import { toTourSummary } from "./tour-summary.server";
import type { LatLng, TourImage, TourStopView, TourView } from "./tour-view";

interface Sources {
  tour: Tour;
  stops: readonly PublicStop[];
  /** Every tour, for tour links and the other tours of a site. */
  tours: readonly Tour[];
  siteName: string;
  baseUrl: string;
  now: Date;
}

export function toTourView({ tour, stops, tours, siteName, baseUrl, now }: Sources): TourView {
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
    narrativeHtml: stop.narrativeText,
    contentHtml: stop.content,
    audio: stop.audio.path ? mediaUrl(stop.audio.path) : "",
    transcript: stop.audio.transcript,
    images: toImages(images),
    coordinates: usableCoordinates(stop.record.Coordinates),
    record,
    citationParts,
    citation: buildCitation(citationParts, site.now),
    otherTours: stop.record.Tours.flatMap((id) => {
      const other = id === tour.id ? undefined : toursById.get(id);
      return other ? [toTourSummary(other)] : [];
    }),
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
