/** The visitor's position while a map is open (SPEC §4 'Location', §8 location denied). */
import { useEffect, useRef, useState } from "react";
import type { LatLng } from "./directions";

const PERMISSION_DENIED = 1;

/**
 * Watches the position with high accuracy while `active`; the watch stops when it turns false or
 * the caller unmounts. A refusal (code 1) calls `onDenied`; other errors are only logged.
 */
export function useWatchedPosition(active: boolean, onDenied: () => void): LatLng | null {
  const [position, setPosition] = useState<LatLng | null>(null);
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
      ({ coords }) => setPosition({ lat: coords.latitude, lng: coords.longitude }),
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
