/**
 * A tour's intro, stops and outro, in person, virtually or after a QR scan (SPEC §2 Tour screens).
 * The tour and its stops' summaries load once with the first page of the tour, with the details of
 * the stops around the view; moving between its views neither refetches them nor remounts the
 * screen, so the narration keeps playing (the other stops' details come from stopDetailsPath).
 */
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { TourScreen } from "../features/tours/screen/tour-screen";
import {
  INTRO,
  parsePublicPath,
  readLandingSelection,
  tourEnd,
  toursPath,
} from "@tours/shared/browser";
import { tourLocationOf } from "../features/tours/tour-routes";
import type { TourImage, TourView } from "../features/tours/tour-view";
import { withImageSizing } from "../features/media/image-sizing.server";
import { loadFullTour } from "../features/tours/tour-load.server";
import { tourPageView } from "../features/tours/tour-view.server";
import { loadOtherTours } from "../features/tours/other-tours.server";
import type { PublicApi } from "../lib/public-api";
import type { ShareImage } from "../lib/seo";
import { shareImage } from "../lib/share-image.server";
import type { Route } from "./+types/tour";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { api } = context;
  const loaded = await loadFullTour(api, params.tourSlug);
  if (!loaded) return data({ found: false as const }, { status: 404 });
  const { tour: full, index } = loaded;
  const location = parsePublicPath(request.url);
  const screen = location?.kind === "tour" ? location.screen : INTRO;
  const tour = tourPageView(full, screen);
  const otherTours = await loadOtherTours(api, full.id, tourEnd(full.stops), index);
  await withImageSizing(api, [tour, otherTours]);
  // The stop routes are the only views with a stop slug.
  const { stopSlug } = params;
  const status = stopSlug !== undefined && !tour.stops.some((s) => s.slug === stopSlug);
  const shareImages = await tourShareImages(api, tour);
  // The record a QR sign named, for the landing intro's links (useScannedRecord).
  const { record: scannedRecord } = readLandingSelection(new URL(request.url).searchParams);
  return data(
    { found: true as const, tour, otherTours, shareImages, scannedRecord },
    { status: status ? 404 : 200 },
  );
}

/**
 * The preview image of each view the page carries: the tour's cover (key "") and the first image
 * of each stop whose details it carries.
 */
async function tourShareImages(
  api: PublicApi,
  tour: TourView,
): Promise<Record<string, ShareImage>> {
  const views = [
    { key: "", image: described(tour.images[0], tour.title) },
    ...tour.stops
      .filter((s) => tour.stopDetails[s.slug])
      .map((s) => ({ key: s.slug, image: described(s.cover ?? undefined, s.siteName) })),
  ];
  const sized = await Promise.all(
    views.map(async ({ key, image }) => ({ key, image: await shareImage(api, image) })),
  );
  return Object.fromEntries(sized.flatMap(({ key, image }) => (image ? [[key, image]] : [])));
}

/** A preview image's alt text: its caption, or else the name of what it shows. */
function described(image: TourImage | undefined, name: string) {
  return image && { src: image.src, alt: image.caption || name };
}

/**
 * The tour is all here (other stops' details are fetched on their own): only another tour loads
 * anything. (Moving between the landing mode and the
 * others changes layout route, whose loader runs anyway.)
 */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.tourSlug !== nextParams.tourSlug;
}

export default function TourLayout({ loaderData, matches }: Route.ComponentProps) {
  const where = tourLocationOf(matches);
  if (!loaderData.found || !where) {
    return (
      <main id="main" className="page">
        <h1>No tour found</h1>
        <p>There is no tour at this address.</p>
        <p>
          <a href={toursPath()} className="lone-link">
            See all tours
          </a>
        </p>
      </main>
    );
  }
  return (
    <TourScreen
      tour={loaderData.tour}
      otherTours={loaderData.otherTours}
      where={where}
      renderedRecord={loaderData.scannedRecord}
    />
  );
}
