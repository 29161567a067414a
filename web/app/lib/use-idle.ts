/**
 * Idle time in the browser: work that may wait (warming the next screen) runs once the page has
 * nothing more urgent to do, so it never competes with the page's own loading.
 */
import { useEffect, useState } from "react";

/**
 * Runs `work` when the browser is idle (within `withinMs`, 5 s by default, at most); returns a
 * cancel function.
 */
export function whenIdle(work: () => void, withinMs = 5000): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(work, Math.min(500, withinMs));
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(work, { timeout: withinMs });
  return () => cancelIdleCallback(id);
}

/** False on the server and until the hydrated page has first been idle, then true. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
