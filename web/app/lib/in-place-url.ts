/**
 * Address changes that only keep the URL in step with what a page already shows (a list filtered
 * as you type, or grown as you scroll): the page's loader does not run again for them, and the
 * route announcer neither moves focus nor names the page anew.
 */
import { useCallback } from "react";
import { type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";

/**
 * The addresses set in place whose change has not rendered yet, oldest first. A list growing
 * fast (a slow phone catching up on its scrolling) sets several before the first renders.
 */
let pending: string[] = [];

const normal = (pathname: string, search: string) =>
  `${pathname}?${new URLSearchParams(search).toString()}`;

/** Replaces the current address in place (no new history entry, no scroll reset). */
export function useReplaceInPlace(): (href: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      const url = new URL(href, "http://site.invalid");
      pending.push(normal(url.pathname, url.search));
      void navigate(href, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
}

/** Whether this address was set in place by the page itself. */
export function isInPlace(pathname: string, search: string): boolean {
  return pending.includes(normal(pathname, search));
}

/**
 * Same, once: the route announcer calls it after the change has rendered. A match ends it and
 * every older one (they rendered, or never will); an address the page did not set ends them all.
 */
export function takeInPlace(pathname: string, search: string): boolean {
  const at = pending.indexOf(normal(pathname, search));
  pending = at < 0 ? [] : pending.slice(at + 1);
  return at >= 0;
}

/** A list route's shouldRevalidate: rows already shown by an in-place change are not loaded again. */
export function skipInPlaceRevalidation({
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && isInPlace(nextUrl.pathname, nextUrl.search)) return false;
  return defaultShouldRevalidate;
}
