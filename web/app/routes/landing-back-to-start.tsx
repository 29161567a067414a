/** Continue a tour from the scanned stop or from its start (SPEC §2 Landing (QR) routes). */
import { data, redirect } from "react-router";
import { withCampaign } from "../features/chrome/campaign";
import { BackToStartView } from "../features/landing/back-to-start-view";
import { findTourBySlug, toLandingTour } from "../features/landing/landing-data.server";
import { stopPositionText } from "../features/landing/landing-copy";
import { notFoundMeta } from "../features/landing/landing-meta";
import { LandingNotFound } from "../features/landing/landing-not-found";
import { backToStartPath, readLandingSelection, stopScreen, tourPath } from "@tours/shared/browser";
import { scannedFirstStop, tourPosition } from "../features/landing/tour-position";
import { rootData, seo } from "../lib/seo";
import { shareImage } from "../lib/share-image.server";
import type { Route } from "./+types/landing-back-to-start";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context;
  const url = new URL(request.url);
  const selection = readLandingSelection(url.searchParams);
  const tour = await findTourBySlug(api, selection.tour);
  if (!tour) return data({ found: false as const }, { status: 404 });
  const position = tourPosition((await api.tourStops(tour.id)) ?? [], selection.record);
  // The scanned record is the first stop: 'Yes' and 'Go to Start of Tour' lead to the same stop,
  // so the question is skipped. The campaign and embed flags ride along.
  const first = scannedFirstStop(position);
  if (first) {
    throw redirect(withCampaign(tourPath("landing", tour.slug, stopScreen(first)), url.search));
  }
  const landingTour = toLandingTour(tour);
  return {
    found: true as const,
    tour: landingTour,
    shareImage: await shareImage(api, landingTour.cover ?? undefined),
    record: selection.record,
    position,
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootData(matches);
  if (!data?.found) {
    return notFoundMeta(root, "tour", location.pathname);
  }
  const { tour, record, position } = data;
  const { current, stopCount } = position;
  return seo(root.baseUrl, root.siteName, {
    title: `${tour.title}: Where to Begin`,
    description: current
      ? stopPositionText(current.number, stopCount, tour.title)
      : `Start the ${tour.title} tour at stop 1.`,
    path: backToStartPath(tour.slug, record),
    image: data.shareImage,
    noindex: true,
  });
};

export default function LandingBackToStart({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <LandingNotFound missing="tour" />;
  const { tour, record, position } = loaderData;
  return (
    <BackToStartView
      tour={tour}
      position={position}
      recordElsewhere={record !== null && position.current === null}
    />
  );
}
