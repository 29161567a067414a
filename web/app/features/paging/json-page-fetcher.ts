/** The fetch of one page of a list's JSON (/records.json, /tours.json, /search.json). */
import { fetchJson } from "../../lib/api-error";
import { listHref, PAGE_PARAM } from "./page-params";
import type { FetchPage, ListPage } from "./use-paged-list";

/** Asks `path` for a page, the list's filter sent as `queryParam`. */
export function jsonPageFetcher<T>(path: string, queryParam: string): FetchPage<T> {
  return async (query, page, signal) => {
    const url = listHref(path, "", { [queryParam]: query, [PAGE_PARAM]: page });
    return fetchJson<ListPage<T>>(url, { signal, headers: { accept: "application/json" } });
  };
}
