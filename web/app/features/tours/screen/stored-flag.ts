/** A flag kept in browser storage that, once set, stays set (Terms of Use accepted, tour started). */
import { useCallback } from "react";
import { storedFlag } from "../../../lib/stored-value";

export function useStoredFlag(
  area: "local" | "session",
  key: string,
): [value: boolean, set: () => void] {
  const flag = storedFlag(area, key);
  const [value, set] = flag.use();
  return [value, useCallback(() => set(true), [set])];
}
