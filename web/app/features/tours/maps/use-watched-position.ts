/** The visitor's position while a map or a tour in person is open (SPEC §4 'Location', §8 location denied). */
import { useEffect, useRef, useState } from "react";
import type { LatLng } from "./directions";

/** One reading of the visitor's position; `accuracy` is the radius in metres the phone reports. */
export interface PositionFix extends LatLng {
  accuracy: number;
}

const PERMISSION_DENIED = 1;

/**
 * Watches the position with high accuracy while `active`; the watch stops when it turns false or
 * the caller unmounts. A refusal (code 1) calls `onDenied`; other errors are only logged.
 */
export function useWatchedPosition(active: boolean, onDenied: () => void): PositionFix | null {
  const [position, setPosition] = useState<PositionFix | null>(null);
  const denied = useRef(onDenied);

  useEffect(() => {
    denied.current = onDenied;
  }, [onDenied]);

  useEffect(() => {
    if (!active) return;
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
    if (!geolocation) {
      console.warn("This browser cannot tell the visitor's location.");
      return;
    }
    const id = geolocation.watchPosition(
      ({ coords }) =>
        setPosition({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }),
      (error) => {
        if (error.code === PERMISSION_DENIED) denied.current();
        else console.warn("The visitor's location is unavailable:", error.message);
      },
      { enableHighAccuracy: true },
    );
    return () => geolocation.clearWatch(id);
  }, [active]);

  return position;
}
