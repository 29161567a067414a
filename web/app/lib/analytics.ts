/**
 * First-party analytics (SPEC §7): events go to our own /api/events. No cookie, nothing about the
 * visitor (each event's id is random, so that one sent twice counts once); sending never blocks
 * or breaks the page. Events made offline wait in an outbox until the connection is back
 * (analytics-outbox.ts).
 */
import type { ANALYTICS_CATEGORIES } from "@tours/shared";
import { deliver, newEventId, type OutgoingEvent, replayOutbox } from "./analytics-outbox";
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
    sendWhenIdle({
      id: newEventId(),
      category,
      action,
      label: label.slice(0, 200),
      ...(value === undefined ? {} : { value }),
      occurredAt: new Date().toISOString(),
    });
  } catch {
    // Counting must never get in a visitor's way.
  }
}

/**
 * Events made since the page was last idle. Sending one (a request and a write to IndexedDB) took
 * a few milliseconds of the tap that made it, before the tap's own work (the next stop drawn), so
 * they wait until the page is idle (1 s at most), or until it is left.
 */
let waiting: OutgoingEvent[] = [];

function sendWhenIdle(event: OutgoingEvent): void {
  waiting.push(event);
  if (waiting.length === 1) whenIdle(sendWaiting, 1000);
}

function sendWaiting(): void {
  const events = waiting;
  waiting = [];
  for (const event of events) void deliver(event).catch(() => {});
}

let replaysStarted = false;
/**
 * Events kept from an earlier visit go once the page is idle, the rest whenever the browser is
 * back online. Started by the first event or by the site's chrome, whichever comes first. Events
 * still waiting when the visitor leaves the page go then (a link to another site).
 */
export function startReplays(): void {
  if (replaysStarted) return;
  replaysStarted = true;
  window.addEventListener("online", () => void replayOutbox());
  window.addEventListener("pagehide", sendWaiting);
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
