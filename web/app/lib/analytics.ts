/**
 * First-party analytics (SPEC §7): events go to our own /api/events. No cookie, no identifier,
 * nothing about the visitor; sending never blocks or breaks the page.
 */
import type { ANALYTICS_CATEGORIES } from "@tours/shared";

export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number];

const ENDPOINT = "/api/events";

export function track(
  category: AnalyticsCategory,
  action: string,
  label = "",
  value?: number,
): void {
  if (typeof window === "undefined") return;
  try {
    const body = JSON.stringify({
      category,
      action,
      label: label.slice(0, 200),
      ...(value === undefined ? {} : { value }),
    });
    const blob = new Blob([body], { type: "application/json" });
    if (navigator.sendBeacon?.(ENDPOINT, blob)) return;
    void fetch(ENDPOINT, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Counting must never get in a visitor's way.
  }
}

/** The search-term event waits until typing pauses for a second (SPEC §7). */
export function debounce<A extends unknown[]>(
  run: (...args: A) => void,
  ms: number,
): (...args: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => run(...args), ms);
  };
}

export const trackSearchTerm = debounce((term: string) => {
  if (term.trim()) track("Search", "Term", term.trim());
}, 1000);
