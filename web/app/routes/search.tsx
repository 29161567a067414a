import { useNavigation } from "react-router";
import { keywordOptions } from "../features/search/keyword-options";
import { SearchForm } from "../features/search/search-form";
import { StopResults } from "../features/search/stop-results";
import { toStopLinks } from "../features/search/stop-links";
import "../features/search/search.css";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const keyword = (new URL(request.url).searchParams.get("keyword") ?? "").trim();
  const { api } = context;
  // SPEC §2: the search runs only when a keyword is given.
  const search = keyword
    ? api
        .searchStops(keyword)
        .then(async (hits) =>
          toStopLinks(hits, await api.toursByIds([...new Set(hits.map((hit) => hit.tourId))])),
        )
    : null;
  const [keywords, stops] = await Promise.all([api.keywords(), search]);
  return { keyword, keywords: keywordOptions(keywords), stops };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { baseUrl, siteName } = rootData(matches);
  const keyword = data?.keyword ?? "";
  return [
    ...seo(baseUrl, siteName, {
      title: keyword ? `Search: ${keyword}` : "Search",
      description: keyword
        ? `Tour stops about "${keyword}" on free self-guided tours of Nashville.`
        : "Search the stops of our free self-guided tours of Nashville by keyword.",
      path: keyword ? `/search?keyword=${encodeURIComponent(keyword)}` : "/search",
    }),
    // Result lists change with the content; the tours and records are what search engines keep.
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { keyword, keywords, stops } = loaderData;
  const navigation = useNavigation();
  // Data always arrives with the page; the only wait is a new search made from this page.
  const waiting = navigation.state === "loading" && navigation.location.pathname === "/search";

  return (
    <main id="main" className="page search-page">
      <h1>Search Results</h1>
      <SearchForm keyword={keyword} keywords={keywords} />
      {waiting ? (
        <p role="status" className="search-waiting">
          waiting
        </p>
      ) : stops === null ? (
        <p className="search-empty">No search keyword</p>
      ) : (
        <StopResults keyword={keyword} stops={stops} />
      )}
    </main>
  );
}
