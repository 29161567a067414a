/** /search.json?keyword=&page=: one page of the search results, for rows loaded without a new page. */
import { loadSearchPage } from "../features/search/search-page.server";
import type { Route } from "./+types/search-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadSearchPage(context.api, new URL(request.url));
  if (page) return Response.json(page);
  const issue = { path: "keyword", message: "Required" };
  return Response.json(
    { error: { code: "validation_failed", message: "A keyword is required", issues: [issue] } },
    { status: 400 },
  );
}
