/**
 * A true/false flag kept in the browser's storage, read during render (false on the server and
 * during hydration) and shared by every component that uses the same key.
 */
import { useCallback, useSyncExternalStore } from "react";

type Area = "local" | "session";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

const storage = (area: Area): Storage => (area === "local" ? localStorage : sessionStorage);

export function readFlag(area: Area, key: string): boolean {
  try {
    return storage(area).getItem(key) === "true";
  } catch {
    return false;
  }
}

export function useStoredFlag(area: Area, key: string): [value: boolean, set: () => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readFlag(area, key),
    () => false,
  );
  const set = useCallback(() => {
    try {
      storage(area).setItem(key, "true");
    } catch {
      // Storage refused (private mode): the flag lasts until the page is left.
      fallback.add(`${area}:${key}`);
    }
    listeners.forEach((listener) => listener());
  }, [area, key]);
  return [value || fallback.has(`${area}:${key}`), set];
}

const fallback = new Set<string>();
