/**
 * The details of a tour's stops as its screen needs them: those the page carried and those
 * fetched since. Once a stop shows, the details of the stops around it and one more ahead
 * (stopsToPrefetch) are fetched while the browser is idle, at low priority, so the tap to the
 * next stop finds them here and asks nothing; a stop opened from further away (Tour Stops, the
 * map, GPS) is fetched at once.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { stopDetailsPath, type TourScreen } from "@tours/shared/browser";
import { fetchJson } from "../../../lib/api-error";
import { whenIdle } from "../../../lib/use-idle";
import { stopsToPrefetch } from "../stop-window";
import type { TourStopDetails, TourView } from "../tour-view";

/** How long after a view shows the details it prefetches are asked for at the latest. */
const PREFETCH_WITHIN_MS = 100;

export type StopDetailsState =
  | { status: "ready"; details: TourStopDetails }
  | { status: "loading" }
  | { status: "failed"; retry(): void };

/**
 * What was fetched, by address (which names the tour: the screen stays mounted when the visitor
 * opens another tour).
 */
interface Fetched {
  details: Record<string, TourStopDetails>;
  /** Addresses whose fetch for showing their stop failed (until 'Try again'). */
  failed: string[];
}

/** The details of the stop the screen shows; null on the intro and outro. */
export function useStopDetails(tour: TourView, screen: TourScreen): StopDetailsState | null {
  const [fetched, setFetched] = useState<Fetched>({ details: {}, failed: [] });
  /** Each address asked for once, unless it failed; resolves whether its details came. */
  const requests = useRef(new Map<string, Promise<boolean>>());
  const known = (slug: string) =>
    tour.stopDetails[slug] ?? fetched.details[stopDetailsPath(tour.slug, slug)];

  const load = useCallback(
    (slug: string, priority: RequestPriority): Promise<boolean> => {
      const url = stopDetailsPath(tour.slug, slug);
      const asked = requests.current.get(url);
      if (asked) return asked;
      const request = fetchJson<TourStopDetails>(url, {
        priority,
        headers: { accept: "application/json" },
      }).then(
        (details) => {
          setFetched((before) => ({ ...before, details: { ...before.details, [url]: details } }));
          return true;
        },
        () => {
          requests.current.delete(url);
          return false;
        },
      );
      requests.current.set(url, request);
      return request;
    },
    [tour.slug],
  );

  const current = screen.view === "stop" ? screen.stopSlug : null;
  const currentMissing =
    current !== null && tour.stops.some((stop) => stop.slug === current) && !known(current);
  const currentUrl = current === null ? null : stopDetailsPath(tour.slug, current);
  const currentFailed = currentUrl !== null && fetched.failed.includes(currentUrl);
  useEffect(() => {
    if (!current || !currentMissing || currentFailed) return;
    let shown = true;
    void load(current, "high").then((came) => {
      if (came || !shown) return;
      setFetched((before) => ({
        ...before,
        failed: [...before.failed, stopDetailsPath(tour.slug, current)],
      }));
    });
    return () => {
      shown = false;
    };
  }, [current, currentMissing, currentFailed, load, tour.slug]);

  // Once the view is painted (the effect of a tap runs before the paint), in idle time: the stops
  // a tap or two away, so those taps need no request. A visitor skipping through may tap again
  // at once, so they are asked for soon even if the page is never idle, and not called off when
  // the view changes.
  const ahead = stopsToPrefetch(tour.stops, screen).filter((slug) => !known(slug));
  const aheadKey = ahead.join("\n");
  useEffect(() => {
    if (!aheadKey) return;
    requestAnimationFrame(() =>
      whenIdle(() => {
        for (const slug of aheadKey.split("\n")) void load(slug, "low");
      }, PREFETCH_WITHIN_MS),
    );
  }, [aheadKey, load]);

  // The same object while the shown stop's details stay the same, so the parts of the screen
  // drawn from them skip the renders that other stops' details arriving cause.
  const details = current === null ? undefined : known(current);
  return useMemo((): StopDetailsState | null => {
    if (current === null) return null;
    if (details) return { status: "ready", details };
    if (!currentFailed) return DETAILS_LOADING;
    return {
      status: "failed",
      retry: () =>
        setFetched((before) => ({
          ...before,
          failed: before.failed.filter((url) => url !== currentUrl),
        })),
    };
  }, [current, details, currentFailed, currentUrl]);
}

/** A stop whose details have not come yet. */
export const DETAILS_LOADING: StopDetailsState = { status: "loading" };
