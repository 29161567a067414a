/**
 * The 'Tour Stops' of a keyword, a page at a time, or a plain sentence when nothing matches.
 * Without scripts: page links. With them: more rows as the list scrolls (the page links staying
 * as the fallback) and the address kept in step, as on /records.
 */
import { useId } from "react";
import { searchPath } from "@tours/shared/browser";
import { AppLink } from "../chrome/app-link";
import { ListEnd } from "../paging/list-end";
import { usePageLinks } from "../paging/use-page-links";
import { usePagedList } from "../paging/use-paged-list";
import { jsonPageFetcher } from "../paging/json-page-fetcher";
import {
  describeStops,
  KEYWORD_PARAM,
  SEARCH_DATA_PATH,
  type SearchPage,
  type StopLink,
} from "./stop-links";

const fetchStops = jsonPageFetcher<StopLink>(SEARCH_DATA_PATH, KEYWORD_PARAM);

export function StopResults({ first }: { first: SearchPage }) {
  const headingId = useId();
  const { hrefOf, onShown } = usePageLinks("/search");
  const list = usePagedList(first, first.keyword, fetchStops, onShown);

  return (
    <section aria-labelledby={headingId} className="search-results">
      <h2 id={headingId}>Tour Stops</h2>
      {list.total === 0 ? (
        <>
          <p className="search-empty">No tour stops match "{first.keyword}".</p>
          {first.related.length > 0 && (
            <nav aria-label="Keywords holding your search" className="search-related">
              <p>Keywords with “{first.keyword}” in them:</p>
              <ul className="link-chips">
                {first.related.map((keyword) => (
                  <li key={keyword}>
                    <AppLink to={searchPath(keyword)}>{keyword}</AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
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
                <AppLink
                  to={stop.virtualHref}
                  className="search-stops__virtual"
                  aria-label={`Take it virtually: ${stop.siteName}`}
                >
                  Take it virtually
                </AppLink>
              </li>
            ))}
          </ul>
          <ListEnd list={list} items="stops" label="Tour stops pages" href={hrefOf} />
        </>
      )}
    </section>
  );
}
