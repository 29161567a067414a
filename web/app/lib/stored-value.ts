/**
 * A small value kept in browser storage and shared by every component that reads it, so it
 * outlives the route that set it (the landing steps leave the tour layout) and follows changes
 * made in other tabs. The server and the hydrating render see the fallback.
 */
import { useCallback, useSyncExternalStore } from "react";

type Area = "local" | "session";

export interface StoredValue<T> {
  get(): T;
  set(value: T): void;
  use(): [value: T, set: (value: T) => void];
}

export const parseBoolean = (text: string): boolean | undefined =>
  text === "true" ? true : text === "false" ? false : undefined;

export function storedValue<T>(
  area: Area,
  key: string,
  fallback: T,
  parse: (text: string) => T | undefined,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  // What storage refused to keep (private mode) still lasts until the page is left.
  let refused: { value: T } | null = null;
  const storage = () => (area === "local" ? localStorage : sessionStorage);

  const get = (): T => {
    if (refused) return refused.value;
    try {
      const text = storage().getItem(key);
      return text === null ? fallback : (parse(text) ?? fallback);
    } catch {
      return fallback;
    }
  };
  const set = (value: T): void => {
    try {
      storage().setItem(key, String(value));
    } catch {
      refused = { value };
    }
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    window.addEventListener("storage", listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", listener);
    };
  };
  function use(): [T, (value: T) => void] {
    const value = useSyncExternalStore(subscribe, get, () => fallback);
    return [value, useCallback((next: T) => set(next), [])];
  }
  return { get, set, use };
}

const flags = new Map<string, StoredValue<boolean>>();

/** A true/false flag under a key known only at run time (e.g. one per tour), false until set. */
export function storedFlag(area: Area, key: string): StoredValue<boolean> {
  const id = `${area}:${key}`;
  let flag = flags.get(id);
  if (!flag) {
    flag = storedValue(area, key, false, parseBoolean);
    flags.set(id, flag);
  }
  return flag;
}
