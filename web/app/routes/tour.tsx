/**
 * A tour's intro, stops and outro, in person, virtually or after a QR scan (SPEC §2 Tour screens).
 * The tour and all its stops load once with the first page of the tour; moving between its views
 * neither refetches them nor remounts the screen, so the narration keeps playing.
 */
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { TourScreen } from "../features/tours/screen/tour-screen";
import { tourEnd, toursPath } from "@tours/shared/browser";
import { tourLocationOf } from "../features/tours/tour-routes";
import type { TourImage, TourView } from "../features/tours/tour-view";
import { withImageSizing } from "../features/media/image-sizing.server";
import { toTourView } from "../features/tours/tour-view.server";
import { loadOtherTours } from "../features/tours/other-tours.server";
import type { PublicApi } from "../lib/public-api";
import type { ShareImage } from "../lib/seo";
import { shareImage } from "../lib/share-image.server";
import type { Route } from "./+types/tour";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context;
  const index = await api.tourIndex();
  const entry = index.find((t) => t.slug === params.tourSlug);
  const found = entry && (await api.toursByIds([entry.id]))[0];
  if (!found) return data({ found: false as const }, { status: 404 });
  const stops = (await api.tourStops(found.id)) ?? [];
  // The tours each stop's record is on, for its 'Other Tours for Site'.
  const linked = [...new Set(stops.flatMap((stop) => stop.record.Tours))];
  const tour = toTourView({
    tour: found,
    stops,
    tours: [found, ...(await api.toursByIds(linked.filter((id) => id !== found.id)))],
    siteName: api.site.siteName,
    baseUrl: api.baseUrl,
    now: new Date(),
  });
  const otherTours = await loadOtherTours(api, found.id, tourEnd(tour.stops), index);
  await withImageSizing(api, [tour, otherTours]);
  // The stop routes are the only views with a stop slug.
  const { stopSlug } = params;
  const status = stopSlug !== undefined && !tour.stops.some((s) => s.slug === stopSlug);
  const shareImages = await tourShareImages(api, tour);
  return data(
    { found: true as const, tour, otherTours, shareImages },
    { status: status ? 404 : 200 },
  );
}

/** The preview image of each view: the tour's cover (key "") and each stop's first image. */
async function tourShareImages(
  api: PublicApi,
  tour: TourView,
): Promise<Record<string, ShareImage>> {
  const views = [
    { key: "", image: described(tour.images[0], tour.title) },
    ...tour.stops.map((s) => ({ key: s.slug, image: described(s.images[0], s.siteName) })),
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
 * The tour is all here: only another tour loads anything. (Moving between the landing mode and the
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
  return <TourScreen tour={loaderData.tour} otherTours={loaderData.otherTours} where={where} />;
}
