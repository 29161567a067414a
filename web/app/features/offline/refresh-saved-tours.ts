/**
 * Brings every saved tour up to date with the server, in the background, once per visit: a tour
 * whose revision changed is saved again in one swap; a tour the server no longer has is marked,
 * so the Saved tours page can say so and offer to remove it.
 */
import { OFFLINE_INDEX_CACHE, savedTourKey, type SavedTour } from "@tours/shared/browser";
import { fetchPlan, listSavedTours, saveTour } from "./save-tour";

export type SavedTourStatus = SavedTour & { gone?: boolean };

/** A refresh in progress (shared by callers) and when the last one finished. */
let running: Promise<void> | undefined;
let lastChecked = 0;
/** Saved tours are compared with the server at most this often. */
const CHECK_EVERY_MS = 60_000;

async function markGone(tour: SavedTour) {
  const index = await caches.open(OFFLINE_INDEX_CACHE);
  await index.put(savedTourKey(tour.tourId), Response.json({ ...tour, gone: true }));
}

async function refresh(): Promise<void> {
  await Promise.all(
    (await listSavedTours()).map(async (tour) => {
      try {
        const plan = await fetchPlan(tour.tourId);
        if (plan === "gone") await markGone(tour);
        else if (plan.revision !== tour.revision) await saveTour(plan);
      } catch {
        // Offline, or the refresh failed: the saved copy stays as it was.
      }
    }),
  );
}

/** The saved tours after bringing them up to date (at most once a minute, and only online). */
export async function refreshSavedTours(): Promise<SavedTourStatus[]> {
  if (navigator.onLine && Date.now() - lastChecked > CHECK_EVERY_MS) {
    running ??= refresh().finally(() => {
      running = undefined;
      lastChecked = Date.now();
    });
  }
  await running;
  return listSavedTours();
}

/** Checks the saved tours now and on every reconnection; returns the function that stops it. */
export function watchSavedToursFreshness(): () => void {
  const check = () => void refreshSavedTours().catch(() => undefined);
  check();
  window.addEventListener("online", check);
  return () => window.removeEventListener("online", check);
}
