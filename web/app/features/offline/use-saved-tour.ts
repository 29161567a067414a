/**
 * The state of one tour's saved copy on this device, and the save, cancel, remove and refresh
 * that change it. The plan (what saving downloads and its size) is fetched once the control shows.
 * A saved copy whose revision is behind the server's is refreshed in the background, in one swap.
 */
import type { OfflinePlan, SavedTour } from "@tours/shared/browser";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  fetchPlan,
  listSavedTours,
  removeSavedTour,
  saveTour,
  StorageFullError,
} from "./save-tour";

export type SaveState =
  /** The server's render and the first in the browser: whether this device can save is unknown. */
  | { step: "unchecked" }
  /** Nothing to show: this device cannot save. */
  | { step: "hidden" }
  | { step: "loading" }
  | { step: "ready"; plan: OfflinePlan }
  | {
      step: "saving";
      plan: OfflinePlan;
      /** `bytes` done of `total` (see SaveProgress). */
      fraction: number;
      bytes: number;
      total: number;
      refresh: boolean;
    }
  | { step: "saved"; saved: SavedTour; plan?: OfflinePlan }
  | { step: "failed"; plan?: OfflinePlan; message: string }
  | { step: "offline" };

export const offlineSavingSupported = () =>
  typeof window !== "undefined" && "caches" in window && "serviceWorker" in navigator;

function failure(error: unknown): string {
  if (error instanceof StorageFullError) return error.message;
  if (!navigator.onLine) return "The connection was lost. Try again when you are back online.";
  return error instanceof Error ? error.message : "Saving failed.";
}

export function useSavedTour(tourId: string) {
  const [state, setState] = useState<SaveState>({ step: "unchecked" });
  const saving = useRef<AbortController | null>(null);

  const save = useCallback(
    async (plan: OfflinePlan, refresh = false) => {
      const controller = new AbortController();
      saving.current = controller;
      setState({ step: "saving", plan, fraction: 0, bytes: 0, total: plan.bytes, refresh });
      try {
        const saved = await saveTour(plan, {
          signal: controller.signal,
          onProgress: (progress) => setState({ step: "saving", plan, ...progress, refresh }),
        });
        setState({ step: "saved", saved, plan });
      } catch (error) {
        if (controller.signal.aborted) {
          const kept = (await listSavedTours()).find((tour) => tour.tourId === tourId);
          setState(kept ? { step: "saved", saved: kept, plan } : { step: "ready", plan });
        } else setState({ step: "failed", plan, message: failure(error) });
      } finally {
        saving.current = null;
      }
    },
    [tourId],
  );

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!offlineSavingSupported()) return setState({ step: "hidden" });
      setState({ step: "loading" });
      const saved = (await listSavedTours()).find((tour) => tour.tourId === tourId);
      if (!live) return;
      if (saved) setState({ step: "saved", saved });
      if (!navigator.onLine) return saved ? undefined : setState({ step: "offline" });
      try {
        const plan = await fetchPlan(tourId);
        if (!live || plan === "gone") return;
        if (!saved) setState({ step: "ready", plan });
        else if (saved.revision !== plan.revision) void save(plan, true);
        else setState({ step: "saved", saved, plan });
      } catch (error) {
        if (live && !saved) setState({ step: "failed", message: failure(error) });
      }
    })();
    return () => {
      live = false;
      saving.current?.abort();
    };
  }, [tourId, save]);

  return {
    state,
    save,
    cancel: () => saving.current?.abort(),
    remove: async () => {
      await removeSavedTour(tourId);
      setState({ step: "loading" });
      const plan = await fetchPlan(tourId).catch(() => undefined);
      setState(plan && plan !== "gone" ? { step: "ready", plan } : { step: "offline" });
    },
  };
}
