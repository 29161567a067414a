import { SponsorGrid } from "../features/content/sponsor-grid";
import "../features/content/content.css";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/our-sponsors";

export function loader({ context }: Route.LoaderArgs) {
  const { sponsors, donateUrl, infoEmail } = context.api.site;
  return { sponsors, donateUrl, infoEmail };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { baseUrl, siteName } = rootData(matches);
  return seo(baseUrl, siteName, {
    title: "Our Sponsors",
    description:
      "The sponsors and partners who keep Nashville's self-guided history tours free and ad-free for everyone.",
    path: "/our-sponsors",
  });
};

export default function OurSponsors({ loaderData }: Route.ComponentProps) {
  const { sponsors, donateUrl, infoEmail } = loaderData;
  return (
    <main id="main" className="page content-page">
      <h1>Our Sponsors</h1>
      <p className="lead">
        Our tours are free and ad-free for everyone thanks to these sponsors and partners. Thank
        you!
      </p>
      {sponsors.length > 0 ? (
        <SponsorGrid sponsors={sponsors} />
      ) : (
        <p>Our sponsors will be listed here soon.</p>
      )}
      <section aria-labelledby="become-heading" className="content-section">
        <h2 id="become-heading">Become a sponsor</h2>
        <p>
          Businesses, foundations and neighborhood groups can sponsor a tour, a lesson plan or a QR
          code marker. Write to us at <a href={`mailto:${infoEmail}`}>{infoEmail}</a>, or{" "}
          <a href={donateUrl} target="_blank" rel="noopener">
            make a donation
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </p>
      </section>
    </main>
  );
}
