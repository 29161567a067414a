/** Page numbers in list addresses (?page=N): parsed leniently, written only past the first page. */
import { MAX_PAGE_NUMBER, parseWholeNumber } from "@tours/shared/browser";

export const PAGE_PARAM = "page";

/** The asked page: a whole number from 1 in plain digits, anything else is the first page. */
export function parsePage(value: string | null | undefined): number {
  const page = parseWholeNumber(value ?? "") ?? 0;
  return page >= 1 ? Math.min(page, MAX_PAGE_NUMBER) : 1;
}

/** The last page of `total` items (1 when there are none). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The list's address with `changes` applied (null removes); page 1 is written as no page. */
export function listHref(
  pathname: string,
  search: string,
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === "" || (name === PAGE_PARAM && value === 1)) params.delete(name);
    else params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The page numbers a pager shows: the first, the last and two either side of the current one. */
export function pageWindow(current: number, last: number): (number | "gap")[] {
  const pages: (number | "gap")[] = [];
  for (let page = 1; page <= last; page++) {
    const near = Math.abs(page - current) <= 2;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages.at(-1) !== "gap") pages.push("gap");
  }
  return pages;
}
