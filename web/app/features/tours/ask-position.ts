/** Asks the browser for the visitor's position once ('Start at the nearest stop', 'Near me'). */
import type { PositionFix } from "./maps/use-watched-position";

export type PositionAnswer =
  { kind: "fix"; fix: PositionFix } | { kind: "denied" } | { kind: "unavailable"; message: string };

const PERMISSION_DENIED = 1;

/**
 * `maximumAgeMs`: how old a fix the browser may answer with. A minute is good enough to pick a stop
 * or sort tours; placing a record where its curator stands wants a fresh one.
 */
export function askPosition(timeoutMs = 15_000, maximumAgeMs = 60_000): Promise<PositionAnswer> {
  const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
  if (!geolocation) {
    return Promise.resolve({
      kind: "unavailable",
      message: "This browser cannot tell where you are.",
    });
  }
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          kind: "fix",
          fix: { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy },
        }),
      (error) => {
        if (error.code === PERMISSION_DENIED) resolve({ kind: "denied" });
        else {
          console.warn("The visitor's location is unavailable:", error.message);
          resolve({ kind: "unavailable", message: "Your location is unavailable right now." });
        }
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: maximumAgeMs },
    );
  });
}
