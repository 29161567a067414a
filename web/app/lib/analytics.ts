/**
 * First-party analytics (SPEC §7): events go to our own /api/events. No cookie, nothing about the
 * visitor (each event's id is random, so that one sent twice counts once); sending never blocks
 * or breaks the page. Events made offline wait in an outbox until the connection is back
 * (analytics-outbox.ts).
 */
import type { ANALYTICS_CATEGORIES } from "@tours/shared";
import { deliver, newEventId, replayOutbox } from "./analytics-outbox";
import { whenIdle } from "./use-idle";

export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number];

export function track(
  category: AnalyticsCategory,
  action: string,
  label = "",
  value?: number,
): void {
  if (typeof window === "undefined") return;
  try {
    startReplays();
    void deliver({
      id: newEventId(),
      category,
      action,
      label: label.slice(0, 200),
      ...(value === undefined ? {} : { value }),
    }).catch(() => {});
  } catch {
    // Counting must never get in a visitor's way.
  }
}

let replaysStarted = false;
/**
 * Events kept from an earlier visit go once the page is idle, the rest whenever the browser is
 * back online. Started by the first event or by the site's chrome, whichever comes first.
 */
export function startReplays(): void {
  if (replaysStarted) return;
  replaysStarted = true;
  window.addEventListener("online", () => void replayOutbox());
  whenIdle(() => void replayOutbox());
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
