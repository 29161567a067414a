/** The search results (SPEC §2 /search): what a row shows, and how a page of them is asked for. */
import { stopScreen, tourPath } from "@tours/shared/browser";
import type { StopSearchResult } from "@tours/shared";
import type { ListPage } from "../paging/use-paged-list";

/** The keyword's parameter (?keyword=), on the page and on its data file. */
export const KEYWORD_PARAM = "keyword";
/** One page of the results as JSON, for rows loaded as the visitor scrolls. */
export const SEARCH_DATA_PATH = "/search.json";

/**
 * A result as a link to its stop: /tours/{tourSlug}/{stopSlug} (SPEC §2), and the same stop taken
 * virtually, for a classroom far from the site.
 */
export interface StopLink {
  siteName: string;
  tourTitle: string;
  href: string;
  virtualHref: string;
}

export type SearchPage = ListPage<StopLink> & {
  keyword: string;
  /**
   * When nothing carries the keyword itself: the most used keywords holding it ("Jackson" finds
   * nothing, "Andrew Jackson" does), so the search is not a dead end.
   */
  related: string[];
};

export function toStopLink({ slug, siteName, tourSlug, tourTitle }: StopSearchResult): StopLink {
  return {
    siteName,
    tourTitle,
    href: tourPath("in-person", tourSlug, stopScreen(slug)),
    virtualHref: tourPath("virtual", tourSlug, stopScreen(slug)),
  };
}

/** "1 stop for “music”", "24 stops for “music”". */
export function describeStops(total: number, keyword: string): string {
  return `${total} ${total === 1 ? "stop" : "stops"} for "${keyword}"`;
}
