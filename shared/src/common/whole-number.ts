/** Whole numbers as list addresses write them (?page=2): one reading for the API and the pages. */

/** The highest page number a paged list takes (past the last one it answers no items). */
export const MAX_PAGE_NUMBER = 1_000_000;

/**
 * "12" → 12, anything else undefined: digits only, as a number is written, so each number has one
 * spelling ("+1", "01", " 1", "1.0", "1e3" and "0x10" are not numbers here).
 */
export function parseWholeNumber(text: string): number | undefined {
  return /^(?:0|[1-9][0-9]*)$/.test(text) ? Number(text) : undefined;
}
