/**
 * After a navigation that replaced the control pressed (signing in, deleting an item, saving a
 * staff member), focus goes to the new page's h1 instead of falling to the page (WCAG 2.4.3).
 * Such navigations carry `{ focusHeading: true }` in their state; the h1 may appear only once the
 * page's data has loaded, so it is awaited for a while.
 */
import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

const WAIT_MS = 10_000;

/** The navigation state that asks for this. */
export const FOCUS_HEADING = { focusHeading: true } as const;

export function useHeadingFocus(main: RefObject<HTMLElement | null>) {
  const { key, state } = useLocation();
  const wanted = (state as { focusHeading?: boolean } | null)?.focusHeading === true;
  useEffect(() => {
    const root = main.current;
    if (!wanted || !root) return;
    const focus = () => {
      const heading = root.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => {
      if (focus()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [key, wanted, main]);
}
