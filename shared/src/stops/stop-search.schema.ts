import { z } from "zod";
import { singleLine } from "../common/common.schema.js";
import { pageOf, wholeNumber, wholeOrPart } from "../common/page-query.js";
import { MAX_PAGE_NUMBER } from "../common/whole-number.js";
import { stopSearchHit } from "./stop.schema.js";
import {
  KEYWORD_SUGGESTIONS,
  MAX_KEYWORD_LENGTH,
  MAX_KEYWORD_SUGGESTIONS,
  MAX_SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
} from "./stop-search-constants.js";

/** The keyword of GET /api/stops/searchKeyword (SPEC §7): required, compared ignoring case. */
export const searchKeyword = singleLine(
  z.string({ error: (issue) => (issue.input === undefined ? "Required" : "Expected one keyword") }),
)
  .trim()
  .min(1, "Required")
  .max(MAX_KEYWORD_LENGTH, `Use at most ${MAX_KEYWORD_LENGTH} characters`);

export const stopSearchQuery = z.object({ keyword: searchKeyword });

/**
 * Query of the paged GET /api/stops/searchKeyword. `page` asks for the paged answer; without it the
 * list comes whole (SPEC §7), so `pageSize` without `page` is refused, not ignored.
 */
export const stopSearchPageQuery = stopSearchQuery.extend({
  page: wholeNumber(1, MAX_PAGE_NUMBER, "Required with pageSize"),
  pageSize: wholeNumber(1, MAX_SEARCH_PAGE_SIZE).prefault(String(SEARCH_PAGE_SIZE)),
});

/**
 * Query of GET /api/keywords?q=&limit=: the most used keywords containing `q` (any case). Without
 * either the list comes whole and sorted (SPEC §7).
 */
export const keywordSuggestionQuery = z.object({
  q: singleLine(
    z.string().max(MAX_KEYWORD_LENGTH, `Use at most ${MAX_KEYWORD_LENGTH} characters`),
  ).default(""),
  limit: wholeNumber(1, MAX_KEYWORD_SUGGESTIONS).prefault(String(KEYWORD_SUGGESTIONS)),
});

/** Query of GET /api/stops/searchKeyword: every hit of the keyword, or a page of them. */
export const stopSearchListQuery = wholeOrPart(stopSearchQuery, stopSearchPageQuery);

/** What GET /api/stops/searchKeyword answers: every hit (SPEC §7), or one page of them. */
export const stopSearchHits = z.array(stopSearchHit);
export const stopSearchHitPage = pageOf(stopSearchHit);

/** Query of GET /api/keywords: the whole sorted list, or suggestions (keywordSuggestionQuery). */
export const keywordListQuery = wholeOrPart(z.object({}), keywordSuggestionQuery);

/** What GET /api/keywords answers, whole or suggested. */
export const keywordList = z.array(z.string());

export type StopSearchPageQuery = z.output<typeof stopSearchPageQuery>;
export type KeywordSuggestionQuery = z.output<typeof keywordSuggestionQuery>;
