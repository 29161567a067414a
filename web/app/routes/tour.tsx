/**
 * A tour's intro, stops and outro, in person, virtually or after a QR scan (SPEC §2 Tour screens).
 * The tour and all its stops load once with the first page of the tour; moving between its views
 * neither refetches them nor remounts the screen, so the narration keeps playing.
 */
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { TourScreen } from "../features/tours/screen/tour-screen";
import { parseTourPath } from "../features/tours/tour-path";
import { plainSummary, type TourView } from "../features/tours/tour-view";
import { toTourView } from "../features/tours/tour-view.server";
import { toTourSummary, withStarts } from "../features/tours/tour-summary.server";
import { sortByTitle } from "../features/tours/tour-summary";
import { loadTourPoints } from "../features/map/tour-points.server";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/tour";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { api } = context;
  const tours = await api.tours();
  const found = tours.find((tour) => tour.slug === params.tourSlug);
  if (!found) return data({ found: false as const }, { status: 404 });
  const stops = (await api.tourStops(found.id)) ?? [];
  const tour = toTourView({
    tour: found,
    stops,
    tours,
    siteName: api.site.siteName,
    baseUrl: api.baseUrl,
    now: new Date(),
  });
  const others = tours.filter((t) => t.id !== found.id);
  // Where each other tour starts, so the outro can suggest the nearest ones.
  const points = await loadTourPoints(api, others);
  const otherTours = withStarts(sortByTitle(others.map(toTourSummary)), points);
  const screen = parseTourPath(new URL(request.url).pathname)?.screen;
  const status = screen?.view === "stop" && !tour.stops.some((s) => s.slug === screen.stopSlug);
  return data({ found: true as const, tour, otherTours }, { status: status ? 404 : 200 });
}

/** The tour is all here: only another tour (or another way of taking it) loads anything. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) {
  const landing = (url: URL) => url.pathname.startsWith("/landing/");
  return currentParams.tourSlug !== nextParams.tourSlug || landing(currentUrl) !== landing(nextUrl);
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const { baseUrl, siteName } = rootData(matches);
  const where = parseTourPath(location.pathname);
  if (!loaded?.found || !where) {
    return [
      ...seo(baseUrl, siteName, {
        title: "No tour found",
        description: "There is no tour at this address. See every tour on the Tours page.",
        path: location.pathname,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  return seo(baseUrl, siteName, { ...pageSeo(loaded.tour, where.screen), path: location.pathname });
};

function pageSeo(tour: TourView, screen: NonNullable<ReturnType<typeof parseTourPath>>["screen"]) {
  const cover = tour.images[0]?.src;
  if (screen.view === "stop") {
    const index = tour.stops.findIndex((s) => s.slug === screen.stopSlug);
    const stop = tour.stops[index];
    if (!stop) return { title: `Stop not found · ${tour.title}`, description: tour.description };
    return {
      title: `${stop.siteName} · ${tour.title}`,
      description:
        plainSummary(stop.narrativeHtml) ||
        `Stop ${index + 1} of ${tour.stops.length} on the ${tour.title} tour.`,
      image: stop.images[0]?.src ?? cover,
    };
  }
  if (screen.view === "outro") {
    return {
      title: `The end of the tour · ${tour.title}`,
      description: plainSummary(tour.outroHtml) || tour.description,
      image: cover,
    };
  }
  return { title: tour.title, description: tour.description, image: cover };
}

export default function TourLayout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <main id="main" className="page">
        <h1>No tour found</h1>
        <p>There is no tour at this address.</p>
        <p>
          <a href="/tours" className="lone-link">
            See all tours
          </a>
        </p>
      </main>
    );
  }
  return <TourScreen tour={loaderData.tour} otherTours={loaderData.otherTours} />;
}
