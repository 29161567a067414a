/**
 * One view of a tour (intro, stop or outro). The tour layout (routes/tour.tsx) draws every view
 * itself, so the audio element and the loaded stops stay alive while the visitor moves on; the
 * view's route gives its title and tags (a layout's meta does not see the routes under it).
 */
import { tourPath, type TourLocation } from "@tours/shared/browser";
import { tourLocationOf } from "../features/tours/tour-routes";
import { plainSummary, type TourView } from "../features/tours/tour-view";
import { type PageSeo, type RootData, rootData, seo, type ShareImage } from "../lib/seo";
import { stopStructuredData, touristTrip } from "../lib/structured-data";
import type { Route } from "./+types/tour-view";

/** Each view's title, description and preview, from the tour its layout loaded. */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { baseUrl, siteName } = rootData(matches);
  const loaded = matches[1].loaderData;
  const where = tourLocationOf(matches);
  if (!loaded?.found || !where) {
    return seo(baseUrl, siteName, {
      title: "No tour found",
      description: "There is no tour at this address. See every tour on the Tours page.",
      path: location.pathname,
      noindex: true,
    });
  }
  const page = pageSeo({ baseUrl, siteName }, loaded.tour, loaded.shareImages, where);
  return seo(baseUrl, siteName, { ...page, path: location.pathname });
};

function pageSeo(
  site: RootData,
  tour: TourView,
  shareImages: Record<string, ShareImage>,
  { mode, tourSlug, screen }: TourLocation,
): Omit<PageSeo, "path"> {
  const cover = shareImages[""];
  // The virtual and QR views repeat the in-person pages; only those are indexed.
  const canonicalPath = tourPath("in-person", tourSlug, screen);
  const noindex = mode === "landing";
  if (screen.view === "stop") {
    const index = tour.stops.findIndex((s) => s.slug === screen.stopSlug);
    const stop = tour.stops[index];
    if (!stop) {
      return {
        title: "Stop not found",
        context: tour.title,
        description: tour.description,
        noindex: true,
      };
    }
    return {
      title: stop.siteName,
      context: tour.title,
      // The page carries its own stop's details; a view reached in the browser may not.
      description:
        plainSummary(tour.stopDetails[stop.slug]?.narrativeHtml ?? "") ||
        `Stop ${index + 1} of ${tour.stops.length} on the ${tour.title} tour.`,
      type: "article",
      image: shareImages[stop.slug] ?? cover,
      canonicalPath,
      noindex,
      structuredData: stopStructuredData(site, tour, stop),
    };
  }
  const trip = [touristTrip(site, tour)];
  if (screen.view === "outro") {
    return {
      title: `${tour.title}: the end of the tour`,
      description: plainSummary(tour.outroHtml) || tour.description,
      image: cover,
      noindex: true,
      structuredData: trip,
    };
  }
  return {
    title: tour.title,
    description: tour.description,
    type: "article",
    image: cover,
    canonicalPath,
    noindex,
    structuredData: trip,
  };
}
export default function TourViewSlot() {
  return null;
}
