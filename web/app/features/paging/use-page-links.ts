/** For a list paged without a filter of its own: each page's address, and the address kept in step. */
import { useCallback } from "react";
import { useLocation } from "react-router";
import { useReplaceInPlace } from "../../lib/in-place-url";
import { listHref, PAGE_PARAM } from "./page-params";

export function usePageLinks(pathname: string) {
  const { search } = useLocation();
  const replaceInPlace = useReplaceInPlace();
  const hrefOf = useCallback(
    (page: number) => listHref(pathname, search, { [PAGE_PARAM]: page }),
    [pathname, search],
  );
  /** usePagedList's onShown: the rows now reach `page`. */
  const onShown = useCallback(
    (_query: string, page: number) => replaceInPlace(hrefOf(page)),
    [replaceInPlace, hrefOf],
  );
  return { hrefOf, onShown };
}
