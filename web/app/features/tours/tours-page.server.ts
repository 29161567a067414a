/** One page of the tours list (a category's tours, or all, by title), for the page and its data file. */
import { sortByTitle, type TourCategory } from "@tours/shared";
import type { PublicApi } from "../../lib/public-api";
import { loadTourPoints } from "../map/tour-points.server";
import { withImageSizing } from "../media/image-sizing.server";
import { lastPage, PAGE_PARAM, parsePage } from "../paging/page-params";
import type { ListPage } from "../paging/use-paged-list";
import { CATEGORY_PARAM, inCategory, parseCategory, type TourSummary } from "./tour-summary";
import { tourCategories, toTourSummary, withStarts } from "./tour-summary.server";

/** Tour cards on one page of /tours. */
export const TOURS_PAGE_SIZE = 24;

export type ToursPage = ListPage<TourSummary> & {
  categories: TourCategory[];
  category: TourCategory | null;
};

/** A page past the last shows the last one. */
export async function loadToursPage(api: PublicApi, url: URL): Promise<ToursPage> {
  const categories = tourCategories();
  const category = parseCategory(url.searchParams.get(CATEGORY_PARAM), categories);
  // Sorted and filtered on the light index; only the shown tours are read whole.
  const tours = inCategory(sortByTitle(await api.tourIndex()), category);
  const page = Math.min(
    parsePage(url.searchParams.get(PAGE_PARAM)),
    lastPage(tours.length, TOURS_PAGE_SIZE),
  );
  const ids = tours.slice((page - 1) * TOURS_PAGE_SIZE, page * TOURS_PAGE_SIZE).map((t) => t.id);
  const shown = ids.length ? await api.toursByIds(ids) : [];
  // Only the shown tours' starts ride along ('Near me'); the map fetches every start itself.
  const points = await loadTourPoints(api, shown);
  return {
    categories,
    category,
    items: await withImageSizing(api, withStarts(shown.map(toTourSummary), points)),
    total: tours.length,
    page,
    pageSize: TOURS_PAGE_SIZE,
  };
}
