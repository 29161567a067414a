/** One page of the search results for a keyword, for the page and its data file. */
import {
  controlCharactersAsSpaces,
  MAX_KEYWORD_LENGTH,
  SEARCH_PAGE_SIZE,
} from "@tours/shared/browser";
import type { PublicApi } from "../../lib/public-api";
import { lastPage, PAGE_PARAM, parsePage } from "../paging/page-params";
import { KEYWORD_PARAM, type SearchPage, toStopLink } from "./stop-links";

/** How many keywords holding it a search that found nothing offers. */
const RELATED_KEYWORDS = 6;

/**
 * The keyword asked for, on one line (control characters read as spaces), trimmed and cut to
 * MAX_KEYWORD_LENGTH ("" when there is none).
 */
export function keywordOf(url: URL): string {
  const asked = controlCharactersAsSpaces(url.searchParams.get(KEYWORD_PARAM) ?? "");
  return asked.trim().slice(0, MAX_KEYWORD_LENGTH).trim();
}

/**
 * Null without a keyword (SPEC §2: the search runs only when one is given). A page past the last
 * shows the last one, so an old link still lands on results.
 */
export async function loadSearchPage(api: PublicApi, url: URL): Promise<SearchPage | null> {
  const keyword = keywordOf(url);
  if (!keyword) return null;
  const asked = parsePage(url.searchParams.get(PAGE_PARAM));
  const request = { keyword, pageSize: SEARCH_PAGE_SIZE };
  let found = await api.searchStopsPage({ ...request, page: asked });
  const last = lastPage(found.total, SEARCH_PAGE_SIZE);
  if (asked > last) found = await api.searchStopsPage({ ...request, page: last });
  const { total, page, pageSize } = found;
  const related =
    total === 0
      ? (await api.keywordsContaining(keyword, RELATED_KEYWORDS)).filter(
          (other) => other.toLowerCase() !== keyword.toLowerCase(),
        )
      : [];
  return { items: found.items.map(toStopLink), total, page, pageSize, keyword, related };
}
