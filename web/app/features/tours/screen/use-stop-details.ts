/**
 * The details of a tour's stops as its screen needs them: those the page carried and those
 * fetched since. Once a stop shows, the details of the stops around it (stopsAround) are fetched
 * while the browser is idle, at low priority, so the tap to the next stop finds them here and
 * asks nothing; a stop opened from further away (Tour Stops, the map, GPS) is fetched at once.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { stopDetailsPath, type TourScreen } from "@tours/shared/browser";
import { fetchJson } from "../../../lib/api-error";
import { whenIdle } from "../../../lib/use-idle";
import { stopsAround } from "../stop-window";
import type { TourStopDetails, TourView } from "../tour-view";

/** How long after a stop shows its neighbours' details are asked for at the latest. */
const NEIGHBOURS_WITHIN_MS = 300;

export type StopDetailsState =
  | { status: "ready"; details: TourStopDetails }
  | { status: "loading" }
  | { status: "failed"; retry(): void };

/** What was fetched, for one tour (the screen stays mounted when the visitor opens another). */
interface Fetched {
  tourSlug: string;
  bySlug: Record<string, TourStopDetails>;
  /** Stops whose fetch for showing them failed (until 'Try again'). */
  failed: string[];
}

/** What was fetched for this tour: nothing yet if what is kept is another tour's. */
function ofTour(fetched: Fetched, tourSlug: string): Fetched {
  return fetched.tourSlug === tourSlug ? fetched : { tourSlug, bySlug: {}, failed: [] };
}

/** The details of the stop the screen shows; null on the intro and outro. */
export function useStopDetails(tour: TourView, screen: TourScreen): StopDetailsState | null {
  const [state, setState] = useState<Fetched>({ tourSlug: tour.slug, bySlug: {}, failed: [] });
  const fetched = ofTour(state, tour.slug);
  const inFlight = useRef(new Map<string, Promise<boolean>>());
  const known = (slug: string) => tour.stopDetails[slug] ?? fetched.bySlug[slug];

  /** Fetches a stop's details once at a time; resolves whether they came. */
  const load = useCallback(
    (slug: string, priority: RequestPriority): Promise<boolean> => {
      const url = stopDetailsPath(tour.slug, slug);
      const running = inFlight.current.get(url);
      if (running) return running;
      const request = fetchJson<TourStopDetails>(url, {
        priority,
        headers: { accept: "application/json" },
      })
        .then((details) => {
          setState((before) => {
            const kept = ofTour(before, tour.slug);
            return { ...kept, bySlug: { ...kept.bySlug, [slug]: details } };
          });
          return true;
        })
        .catch(() => false)
        .finally(() => inFlight.current.delete(url));
      inFlight.current.set(url, request);
      return request;
    },
    [tour.slug],
  );

  const current = screen.view === "stop" ? screen.stopSlug : null;
  const currentMissing =
    current !== null && tour.stops.some((stop) => stop.slug === current) && !known(current);
  const currentFailed = current !== null && fetched.failed.includes(current);
  useEffect(() => {
    if (!current || !currentMissing || currentFailed) return;
    let shown = true;
    void load(current, "high").then((came) => {
      if (came || !shown) return;
      setState((before) => {
        const kept = ofTour(before, tour.slug);
        return { ...kept, failed: [...kept.failed, current] };
      });
    });
    return () => {
      shown = false;
    };
  }, [current, currentMissing, currentFailed, load, tour.slug]);

  // After the stop shows: the stops a tap away, so that tap needs no request. A visitor skipping
  // through may tap again at once, so they are asked for soon even if the page is never idle.
  const around = stopsAround(tour.stops, screen).filter((slug) => !known(slug));
  const aroundKey = around.join("\n");
  useEffect(() => {
    if (!aroundKey) return;
    return whenIdle(() => {
      for (const slug of aroundKey.split("\n")) void load(slug, "low");
    }, NEIGHBOURS_WITHIN_MS);
  }, [aroundKey, load]);

  if (!current) return null;
  const details = known(current);
  if (details) return { status: "ready", details };
  if (!currentFailed) return { status: "loading" };
  return {
    status: "failed",
    retry: () =>
      setState((before) => {
        const kept = ofTour(before, tour.slug);
        return { ...kept, failed: kept.failed.filter((slug) => slug !== current) };
      }),
  };
}
