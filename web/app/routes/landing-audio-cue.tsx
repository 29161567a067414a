/** 'Use your speaker or headphones' before a landing tour (SPEC §2 Landing (QR) routes). */
import { data } from "react-router";
import { AudioCueView } from "../features/landing/audio-cue-view";
import { findTourBySlug, toLandingTour } from "../features/landing/landing-data.server";
import { notFoundMeta } from "../features/landing/landing-meta";
import { LandingNotFound } from "../features/landing/landing-not-found";
import { afterSoundCue, tourPosition } from "../features/landing/tour-position";
import { useScannedRecord } from "../features/landing/scanned-record";
import { audioCuePath, readLandingSelection } from "@tours/shared/browser";
import { rootData, seo } from "../lib/seo";
import { shareImage } from "../lib/share-image.server";
import type { Route } from "./+types/landing-audio-cue";

export async function loader({ request, context }: Route.LoaderArgs) {
  const selection = readLandingSelection(new URL(request.url).searchParams);
  const tour = await findTourBySlug(context.api, selection.tour);
  if (!tour) return data({ found: false as const }, { status: 404 });
  const landingTour = toLandingTour(tour);
  const image = await shareImage(context.api, landingTour.cover ?? undefined);
  // Where 'Continue' leads depends on the record, which the page reads from its address once it
  // runs (useScannedRecord): the tour's stops come along, a few bytes each.
  const stops = ((await context.api.tourStops(tour.id)) ?? []).map(({ slug, recordId }) => ({
    slug,
    recordId,
  }));
  return {
    found: true as const,
    tour: landingTour,
    stops,
    scannedRecord: selection.record,
    shareImage: image,
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootData(matches);
  if (!data?.found) {
    return notFoundMeta(root, "tour", location.pathname);
  }
  return seo(root.baseUrl, root.siteName, {
    title: `${data.tour.title}: Turn Up the Sound`,
    description: `The ${data.tour.title} tour is narrated: use your phone's speaker or headphones.`,
    path: audioCuePath(data.tour.slug),
    image: data.shareImage,
    noindex: true,
  });
};

export default function LandingAudioCue({ loaderData }: Route.ComponentProps) {
  const scannedRecord = useScannedRecord(loaderData.found ? loaderData.scannedRecord : null);
  if (!loaderData.found) return <LandingNotFound missing="tour" />;
  const { tour, stops } = loaderData;
  const next = afterSoundCue(tour.slug, tourPosition(stops, scannedRecord), scannedRecord);
  return <AudioCueView tour={tour} next={next} renderedRecord={loaderData.scannedRecord} />;
}
