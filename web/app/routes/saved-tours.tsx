import { SavedToursList } from "../features/offline/saved-tours-list";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/saved-tours";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { baseUrl, siteName } = rootData(matches);
  return [
    ...seo(baseUrl, siteName, {
      title: "Saved tours",
      description: "The tours kept on this device for use with no signal.",
      path: "/saved-tours",
    }),
    // What is saved is this device's own business, not a page for search engines.
    { name: "robots", content: "noindex" },
  ];
};

export default function SavedTours() {
  return (
    <main id="main" className="page">
      <h1>Saved tours</h1>
      <p className="lead">
        Tours kept on this device work with no signal, from any of their pages.
      </p>
      <SavedToursList />
    </main>
  );
}
