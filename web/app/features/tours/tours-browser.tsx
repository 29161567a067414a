/**
 * The tours list, a page of cards at a time: page links without scripts; with them, more cards
 * as you scroll (the page links staying as the fallback) and the address kept in step.
 */
import { useCallback } from "react";
import { useLocation } from "react-router";
import { useReplaceInPlace } from "../../lib/in-place-url";
import { listHref, PAGE_PARAM } from "../paging/page-params";
import { PaginationNav } from "../paging/pagination-nav";
import { ScrollSentinel } from "../paging/scroll-sentinel";
import { type FetchPage, usePagedList } from "../paging/use-paged-list";
import { NearMeTourList } from "./near-me/near-me-tour-list";
import { CATEGORY_PARAM, type TourSummary } from "./tour-summary";
import type { ToursPage } from "./tours-page.server";
import { MoreItems } from "../paging/paging-status";

/** One page of the list as JSON, for cards loaded without a new page. */
export const TOURS_DATA_PATH = "/tours.json";

const fetchTours: FetchPage<TourSummary> = async (category, page, signal) => {
  const url = listHref(TOURS_DATA_PATH, "", { [CATEGORY_PARAM]: category, [PAGE_PARAM]: page });
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${TOURS_DATA_PATH} answered ${response.status}`);
  return (await response.json()) as ToursPage;
};

export function ToursBrowser({ first }: { first: ToursPage }) {
  const { search } = useLocation();
  const replaceInPlace = useReplaceInPlace();
  const hrefOf = useCallback(
    (page: number) => listHref("/tours", search, { [PAGE_PARAM]: page }),
    [search],
  );
  const onShown = useCallback(
    (_category: string, page: number) => replaceInPlace(hrefOf(page)),
    [replaceInPlace, hrefOf],
  );
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
      <MoreItems status={list.status} items="tours" onRetry={list.retry} />
      <ScrollSentinel active={list.status === "idle" && list.hasMore} onNear={list.loadMore} />
      <PaginationNav label="Tours pages" current={list.page} last={list.last} href={hrefOf} />
    </>
  );
}
