/** Records the stop being shown and reads back the tour's visits (see visits.ts). */
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { parseVisits, type Visits, visitsKey, withVisit } from "./visits";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function readRaw(tourId: string): string | null {
  try {
    return localStorage.getItem(visitsKey(tourId));
  } catch {
    return null;
  }
}

/** Notes that a stop was shown (null: nothing is shown, e.g. the Terms of Use hide it). */
export function useRecordVisit(tourId: string, stopId: string | null): void {
  useEffect(() => {
    if (!stopId) return;
    const now = Date.now();
    try {
      const visits = withVisit(parseVisits(readRaw(tourId), now), stopId, now);
      localStorage.setItem(visitsKey(tourId), JSON.stringify(visits));
    } catch {
      // Storage refused (private mode): the outro then shows no progress rather than a wrong one.
      return;
    }
    for (const listener of listeners) listener();
  }, [tourId, stopId]);
}

/** The tour's visits, or null in the server render and during hydration (storage unknown). */
export function useVisits(tourId: string): Visits | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(tourId) ?? "",
    () => null,
  );
  return useMemo(() => (raw === null ? null : parseVisits(raw, Date.now())), [raw]);
}
