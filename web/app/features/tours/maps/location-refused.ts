/**
 * Whether the visitor refused their location during this visit of the site (one document), so
 * the SPEC §8 'Enable location services' modal is shown once, not at every map opening or ask.
 */
import { useSyncExternalStore } from "react";

let refused = false;
const listeners = new Set<() => void>();

const set = (value: boolean) => {
  if (refused === value) return;
  refused = value;
  for (const listener of listeners) listener();
};

/** True once the browser has refused the location in this visit. */
export const locationRefused = (): boolean => refused;

/** The browser refused (a code 1 answer, or its permission says 'denied'). */
export const markLocationRefused = (): void => set(true);

/** The visitor allowed it after all (in the browser's site settings). */
export const clearLocationRefused = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocationRefused(): boolean {
  return useSyncExternalStore(subscribe, locationRefused, () => false);
}
