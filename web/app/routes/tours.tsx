import { TourMapPanel } from "../features/map/tour-map-panel";
import { CategoryFilter } from "../features/tours/category-filter";
import { CATEGORY_PARAM, parseCategory } from "../features/tours/tour-summary";
import { ToursBrowser } from "../features/tours/tours-browser";
import { loadToursPage } from "../features/tours/tours-page.server";
import "../features/tours/tours.css";
import { skipInPlaceRevalidation } from "../lib/in-place-url";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/tours";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadToursPage(context.api, new URL(request.url));
}

// Cards loaded by scrolling update ?page= in place: they are already shown.
export const shouldRevalidate = skipInPlaceRevalidation;

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const { baseUrl, siteName } = rootData(matches);
  const cat = new URLSearchParams(location.search).get(CATEGORY_PARAM);
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
  const { categories, category } = loaderData;
  return (
    <main id="main" className="page">
      <h1>Tours</h1>
      <p className="lead">
        Choose a tour to start it, in person or virtually. Each one is free and self-guided.
      </p>
      <CategoryFilter categories={categories} selected={category} />
      <ToursBrowser first={loaderData} />
      <section className="page-section" aria-labelledby="map-heading">
        <h2 id="map-heading">Where the Tours Start</h2>
        <TourMapPanel category={category} label="Map of tour starting points" fitToPoints />
      </section>
    </main>
  );
}
