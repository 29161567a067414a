/** Keyword search and its suggestions, without schema code, so the browser can use them too. */

/** Stops on one page of /search and the default page size of searchKeyword?page=. */
export const SEARCH_PAGE_SIZE = 24;
/** The largest page GET /api/stops/searchKeyword?page= answers. */
export const MAX_SEARCH_PAGE_SIZE = 100;
/** The longest keyword searched for; the results page cuts a longer one to this length. */
export const MAX_KEYWORD_LENGTH = 200;

/**
 * Keywords the search form offers before anything is typed: the most used, so the page stays the
 * same size however many keywords the archive has (every keyword of a small archive).
 */
export const KEYWORD_OPTIONS = 100;
/** Keywords suggested for what is typed, and the default `limit` of GET /api/keywords?q=. */
export const KEYWORD_SUGGESTIONS = 20;
/** The largest `limit` GET /api/keywords?q= answers. */
export const MAX_KEYWORD_SUGGESTIONS = 100;
