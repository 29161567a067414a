/**
 * A small value kept in browser storage and in this module, so it outlives the route that set it
 * (the landing steps leave the tour layout) and is shared by every component that reads it. The
 * server and the hydrating render see the fallback.
 */
import { useCallback, useSyncExternalStore } from "react";

type Area = "local" | "session";

export interface StoredValue<T> {
  get(): T;
  set(value: T): void;
  use(): [value: T, set: (value: T) => void];
}

export function storedValue<T>(
  area: Area,
  key: string,
  fallback: T,
  parse: (text: string) => T | undefined,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  // What storage refused to keep (private mode) still lasts until the page is left.
  let memory: { value: T } | null = null;

  const get = (): T => {
    if (memory) return memory.value;
    try {
      const text = (area === "local" ? localStorage : sessionStorage).getItem(key);
      return text === null ? fallback : (parse(text) ?? fallback);
    } catch {
      return fallback;
    }
  };
  const set = (value: T): void => {
    memory = { value };
    try {
      (area === "local" ? localStorage : sessionStorage).setItem(key, String(value));
    } catch {
      // Kept in memory only.
    }
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function use(): [T, (value: T) => void] {
    const value = useSyncExternalStore(subscribe, get, () => fallback);
    return [value, useCallback((next: T) => set(next), [])];
  }
  return { get, set, use };
}
