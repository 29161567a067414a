/**
 * The 'Tour Stops' of a keyword, a page at a time, or a plain sentence when nothing matches.
 * Without scripts: page links. With them: more rows as the list scrolls (the page links staying
 * as the fallback) and the address kept in step, as on /records.
 */
import { useCallback, useId } from "react";
import { useLocation } from "react-router";
import { useReplaceInPlace } from "../../lib/in-place-url";
import { AppLink } from "../chrome/app-link";
import { listHref, PAGE_PARAM } from "../paging/page-params";
import { PaginationNav } from "../paging/pagination-nav";
import { MoreItems } from "../paging/paging-status";
import { ScrollSentinel } from "../paging/scroll-sentinel";
import { type FetchPage, usePagedList } from "../paging/use-paged-list";
import {
  describeStops,
  KEYWORD_PARAM,
  SEARCH_DATA_PATH,
  type SearchPage,
  type StopLink,
} from "./stop-links";

const fetchStops: FetchPage<StopLink> = async (keyword, page, signal) => {
  const url = listHref(SEARCH_DATA_PATH, "", { [KEYWORD_PARAM]: keyword, [PAGE_PARAM]: page });
  const response = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${SEARCH_DATA_PATH} answered ${response.status}`);
  return (await response.json()) as SearchPage;
};

export function StopResults({ first }: { first: SearchPage }) {
  const headingId = useId();
  const { search } = useLocation();
  const replaceInPlace = useReplaceInPlace();
  const hrefOf = useCallback(
    (page: number) => listHref("/search", search, { [PAGE_PARAM]: page }),
    [search],
  );
  const onShown = useCallback(
    (_keyword: string, page: number) => replaceInPlace(hrefOf(page)),
    [replaceInPlace, hrefOf],
  );
  const list = usePagedList(first, first.keyword, fetchStops, onShown);

  return (
    <section aria-labelledby={headingId} className="search-results">
      <h2 id={headingId}>Tour Stops</h2>
      {list.total === 0 ? (
        <p className="search-empty">No tour stops match "{first.keyword}".</p>
      ) : (
        <>
          <p className="search-summary">{describeStops(list.total, first.keyword)}</p>
          <ul className="search-stops">
            {list.items.map((stop) => (
              <li key={stop.href}>
                <AppLink to={stop.href} className="search-stops__link">
                  {stop.siteName}
                </AppLink>
                <span className="search-stops__tour">{stop.tourTitle}</span>
              </li>
            ))}
          </ul>
          <MoreItems status={list.status} items="stops" onRetry={list.retry} />
          <ScrollSentinel active={list.status === "idle" && list.hasMore} onNear={list.loadMore} />
          <PaginationNav
            label="Tour stops pages"
            current={list.page}
            last={list.last}
            href={hrefOf}
          />
        </>
      )}
    </section>
  );
}
