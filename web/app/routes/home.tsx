import { AppLink } from "../features/chrome/app-link";
import { TourMapPanel } from "../features/map/tour-map-panel";
import { withImageSizing } from "../features/media/image-sizing.server";
import { loadTourPoints } from "../features/map/tour-points.server";
import { CategoryTiles } from "../features/tours/category-tiles";
import { NearMeTourList } from "../features/tours/near-me/near-me-tour-list";
import { countByCategory, toTourSummary, withStarts } from "../features/tours/tour-summary.server";
import "../features/tours/tours.css";
import { WhyUs } from "../features/tours/why-us";
import { rootData, seo } from "../lib/seo";
import { organization } from "../lib/structured-data";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context;
  const [index, featuredIds] = await Promise.all([api.tourIndex(), api.featuredTourIds()]);
  const featured = featuredIds.length ? await api.toursByIds(featuredIds) : [];
  // The map fetches its points itself; only the featured tours' starts ride in the page.
  const points = await loadTourPoints(api, featured);
  return {
    featured: await withImageSizing(api, withStarts(featured.map(toTourSummary), points)),
    categories: countByCategory(index),
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootData(matches);
  const { baseUrl, siteName } = root;
  return seo(baseUrl, siteName, {
    title: `${siteName}: Our story, your tour!`,
    description:
      "Explore Nashville with free walking and driving tours: self-guided, ad free and free of charge, in person or virtually from home or the classroom.",
    path: location.pathname,
    structuredData: [organization(root)],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, categories } = loaderData;
  return (
    <main id="main" className="page">
      <h1>Our story, your tour!</h1>
      <p className="lead">Explore Nashville with free walking and driving tours.</p>
      <p className="tip-box">
        <strong>Can&rsquo;t make it downtown?</strong> Every tour can also be taken virtually from
        home or the classroom: choose &lsquo;Take Tour Virtually&rsquo; on any tour.
      </p>

      <section className="page-section" aria-labelledby="categories-heading">
        <h2 id="categories-heading">Tour Categories</h2>
        <CategoryTiles categories={categories} />
      </section>

      <section className="page-section" aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured Tours</h2>
        <NearMeTourList
          tours={featured}
          headingLevel={3}
          empty={<p className="tours-empty">No featured tours right now: see all tours below.</p>}
        />
        <p className="section-actions">
          <AppLink to="/tours" className="button">
            View All Tours
          </AppLink>
        </p>
      </section>

      <section className="page-section" aria-labelledby="why-heading">
        <h2 id="why-heading">Why Take Our Tours</h2>
        <WhyUs />
      </section>

      <section className="page-section" aria-labelledby="map-heading">
        <h2 id="map-heading">Where the Tours Start</h2>
        <TourMapPanel label="Map of tour starting points" />
      </section>
    </main>
  );
}
