import { useMemo } from "react";
import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { TourMapPanel } from "../features/map/tour-map-panel";
import { pointsOf } from "../features/map/tour-points";
import { loadTourPoints } from "../features/map/tour-points.server";
import { CategoryFilter } from "../features/tours/category-filter";
import { NearMeTourList } from "../features/tours/near-me/near-me-tour-list";
import { inCategory, parseCategory, sortByTitle } from "../features/tours/tour-summary";
import { tourCategories, toTourSummary, withStarts } from "../features/tours/tour-summary.server";
import "../features/tours/tours.css";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/tours";

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context;
  const tours = await api.tours();
  const points = await loadTourPoints(api, tours);
  return {
    categories: tourCategories(),
    tours: withStarts(sortByTitle(tours.map(toTourSummary)), points),
    points,
  };
}

// Every tour is already here: changing the category only filters, it never refetches.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const { baseUrl, siteName } = rootData(matches);
  const cat = new URLSearchParams(location.search).get("cat");
  const category = parseCategory(cat, data?.categories ?? []);
  return seo(baseUrl, siteName, {
    title: category ?? "Tours",
    description: category
      ? `Free self-guided ${category.toLowerCase()} of Nashville's history, on foot, by car or virtually.`
      : "Every free self-guided walking and driving tour of Nashville's history, by category, with a map of where each one starts.",
    path: location.pathname,
  });
};

export default function Tours({ loaderData }: Route.ComponentProps) {
  const { categories, tours, points } = loaderData;
  const [searchParams] = useSearchParams();
  const category = parseCategory(searchParams.get("cat"), categories);
  const shown = useMemo(() => inCategory(tours, category), [tours, category]);
  const shownPoints = useMemo(
    () =>
      pointsOf(
        points,
        shown.map((tour) => tour.id),
      ),
    [points, shown],
  );

  return (
    <main id="main" className="page">
      <h1>Tours</h1>
      <p className="lead">
        Choose a tour to start it, in person or virtually. Each one is free and self-guided.
      </p>
      <CategoryFilter categories={categories} selected={category} />
      <p className="visually-hidden" aria-live="polite">
        {`${shown.length} ${shown.length === 1 ? "tour" : "tours"} shown`}
      </p>
      <NearMeTourList
        tours={shown}
        headingLevel={2}
        eagerCount={1}
        empty={<p className="tours-empty">No tours in this category yet.</p>}
      />
      <section className="page-section" aria-labelledby="map-heading">
        <h2 id="map-heading">Where the Tours Start</h2>
        <TourMapPanel points={shownPoints} label="Map of tour starting points" fitToPoints />
      </section>
    </main>
  );
}
