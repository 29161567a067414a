/**
 * Keeps the phone's screen on while `active` (a driving tour watching for the next stop): a phone
 * in a car's holder would lock its screen within a minute or two, which hides the page and stops
 * the location watch, so no stop would open by itself and no banner would come. The browser lets
 * the screen go when the page is hidden (the visitor pressed the power button, or switched
 * apps); the watch stops then too, and the lock is asked for again when it comes back.
 */
import { useEffect } from "react";

export function useScreenAwake(active: boolean): void {
  useEffect(() => {
    const wakeLock = typeof navigator === "undefined" ? undefined : navigator.wakeLock;
    if (!active || !wakeLock) return;
    let lock: WakeLockSentinel | null = null;
    let done = false;
    wakeLock.request("screen").then(
      (granted) => {
        if (done) void granted.release();
        else lock = granted;
      },
      // Refused (a page not on screen, a battery saver, a policy): the screen sleeps as usual.
      () => {},
    );
    return () => {
      done = true;
      void lock?.release();
    };
  }, [active]);
}
