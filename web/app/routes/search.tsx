import { searchPath } from "@tours/shared/browser";
import { useNavigation } from "react-router";
import { keywordOptions } from "../features/search/keyword-options";
import { SearchForm } from "../features/search/search-form";
import { keywordOf, loadSearchPage } from "../features/search/search-page.server";
import { StopResults } from "../features/search/stop-results";
import "../features/search/search.css";
import { isInPlace, skipInPlaceRevalidation } from "../lib/in-place-url";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { api } = context;
  // SPEC §2: the search runs only when a keyword is given (loadSearchPage answers null without).
  const [keywords, results] = await Promise.all([api.keywordOptions(), loadSearchPage(api, url)]);
  return { keyword: keywordOf(url), keywords: keywordOptions(keywords), results };
}

// Rows loaded by scrolling update ?page= in place: they are already shown.
export const shouldRevalidate = skipInPlaceRevalidation;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { baseUrl, siteName } = rootData(matches);
  const keyword = data?.keyword ?? "";
  const page = data?.results?.page ?? 1;
  return [
    ...seo(baseUrl, siteName, {
      title: keyword ? `Search: ${keyword}${page > 1 ? `, page ${page}` : ""}` : "Search",
      description: keyword
        ? `Tour stops about "${keyword}" on free self-guided tours of Nashville.`
        : "Search the stops of our free self-guided tours of Nashville by keyword.",
      path: searchPath(keyword),
    }),
    // Result lists change with the content; the tours and records are what search engines keep.
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { keyword, keywords, results } = loaderData;
  const navigation = useNavigation();
  // Data always arrives with the page; the only wait is a new search made from this page (not
  // the address following the rows loaded as the list scrolls).
  const next = navigation.state === "loading" ? navigation.location : undefined;
  const waiting = next?.pathname === "/search" && !isInPlace(next.pathname, next.search);

  return (
    <main id="main" className="page search-page">
      <h1>Search Results</h1>
      <SearchForm keyword={keyword} keywords={keywords} />
      {waiting ? (
        <p role="status" className="search-waiting">
          waiting
        </p>
      ) : results === null ? (
        <p className="search-empty">No search keyword</p>
      ) : (
        <StopResults first={results} />
      )}
    </main>
  );
}
