/**
 * A server-paged list once scripts run: the rows of the page the server rendered, more appended
 * as the visitor scrolls, the whole list replaced when the filter changes, and the address kept in
 * step. Each fetch is a plain request for one page; a newer one cancels the one in flight.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { lastPage } from "./page-params";

export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type FetchPage<T> = (
  query: string,
  page: number,
  signal: AbortSignal,
) => Promise<ListPage<T>>;

type Status = "idle" | "filtering" | "loading-more" | "filter-failed" | "more-failed";

interface State<T> {
  items: T[];
  total: number;
  pageSize: number;
  /** The filter the rows answer, and the last page of it they reach. */
  query: string;
  page: number;
  status: Status;
  /** The filter being fetched (or that failed), while status says so. */
  pendingQuery: string;
}

const fromPage = <T>(first: ListPage<T>, query: string): State<T> => ({
  ...first,
  query,
  status: "idle",
  pendingQuery: query,
});

export function usePagedList<T>(
  first: ListPage<T>,
  firstQuery: string,
  fetchPage: FetchPage<T>,
  /** Called with the filter and page the rows now reach, to update the address. */
  onShown: (query: string, page: number) => void,
) {
  const [state, setState] = useState(() => fromPage(first, firstQuery));
  // A navigation (a page link, the form) brings a new first page: start again from it.
  const [seen, setSeen] = useState(first);
  if (seen !== first) {
    setSeen(first);
    setState(fromPage(first, firstQuery));
  }
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  const run = useCallback(
    async (query: string, page: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const more = page > 1;
      setState((s) => ({ ...s, status: more ? "loading-more" : "filtering", pendingQuery: query }));
      try {
        const next = await fetchPage(query, page, controller.signal);
        if (controller.signal.aborted) return;
        setState((s) => ({
          ...next,
          items: more ? [...s.items, ...next.items] : next.items,
          query,
          status: "idle",
          pendingQuery: query,
        }));
        onShown(query, page);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn("A page of the list could not be loaded:", error);
        setState((s) => ({ ...s, status: more ? "more-failed" : "filter-failed" }));
      }
    },
    [fetchPage, onShown],
  );

  const last = lastPage(state.total, state.pageSize);
  const hasMore = state.page < last;

  const loadMore = useCallback(() => {
    const s = latest.current;
    if (s.status !== "idle" || s.page >= lastPage(s.total, s.pageSize)) return;
    void run(s.query, s.page + 1);
  }, [run]);

  const filter = useCallback((query: string) => void run(query, 1), [run]);

  const retry = useCallback(() => {
    const s = latest.current;
    if (s.status === "more-failed") void run(s.query, s.page + 1);
    else if (s.status === "filter-failed") void run(s.pendingQuery, 1);
  }, [run]);

  return { ...state, last, hasMore, loadMore, filter, retry };
}
