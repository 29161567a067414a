/**
 * The tours list, a page of cards at a time: page links without scripts; with them, more cards
 * as you scroll (the page links staying as the fallback) and the address kept in step.
 */
import { usePagedList } from "../paging/use-paged-list";
import { jsonPageFetcher } from "../paging/json-page-fetcher";
import { NearMeTourList } from "./near-me/near-me-tour-list";
import { CATEGORY_PARAM, type TourSummary } from "./tour-summary";
import type { ToursPage } from "./tours-page.server";
import { ListEnd } from "../paging/list-end";
import { usePageLinks } from "../paging/use-page-links";

/** One page of the list as JSON, for cards loaded without a new page. */
export const TOURS_DATA_PATH = "/tours.json";

const fetchTours = jsonPageFetcher<TourSummary>(TOURS_DATA_PATH, CATEGORY_PARAM);

export function ToursBrowser({ first }: { first: ToursPage }) {
  const { hrefOf, onShown } = usePageLinks("/tours");
  const list = usePagedList(first, first.category ?? "", fetchTours, onShown);

  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {`${list.total} ${list.total === 1 ? "tour" : "tours"} shown`}
      </p>
      <NearMeTourList
        tours={list.items}
        headingLevel={2}
        eagerCount={1}
        empty={<p className="tours-empty">No tours in this category yet.</p>}
      />
      <ListEnd list={list} items="tours" label="Tours pages" href={hrefOf} />
    </>
  );
}
