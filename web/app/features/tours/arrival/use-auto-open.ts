/** The 'Open stops automatically' choice, remembered in this browser and shared by every control. */
import { useCallback, useSyncExternalStore } from "react";

const KEY = "auto-open-stops";
const listeners = new Set<() => void>();
// Where storage is refused (private mode) the choice lasts until the page is left.
let fallback: boolean | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function read(): boolean {
  if (fallback !== null) return fallback;
  try {
    return localStorage.getItem(KEY) === "true";
  } catch {
    return false;
  }
}

export function useAutoOpen(): [on: boolean, set: (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((value: boolean) => {
    try {
      localStorage.setItem(KEY, String(value));
    } catch {
      fallback = value;
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [on, set];
}
