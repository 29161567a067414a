/** The visitor's position while a map or a tour in person is open (SPEC §4 'Location', §8 location denied). */
import { useEffect, useRef, useState } from "react";
import type { LatLng } from "./directions";

/** One reading of the visitor's position; `accuracy` is the radius in metres the phone reports. */
export interface PositionFix extends LatLng {
  accuracy: number;
}

const PERMISSION_DENIED = 1;

export interface PositionListener {
  fix(position: PositionFix): void;
  denied(): void;
}

/*
 * One browser watch for the whole page, shared by every caller (GPS arrival and the next-stop
 * map both watch): a second watchPosition in Chromium waits for the position to change before its
 * first answer, so a map opened while arrival watching runs would not show the visitor. A caller
 * that joins gets the last fix at once.
 */
const listeners = new Set<PositionListener>();
let watchId: number | null = null;
let lastFix: PositionFix | null = null;

/** Joins the page's one watch (started by the first caller, cleared after the last leaves). */
export function joinPositionWatch(
  geolocation: Geolocation,
  listener: PositionListener,
): () => void {
  listeners.add(listener);
  if (watchId === null) {
    watchId = geolocation.watchPosition(
      ({ coords }) => {
        lastFix = { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy };
        for (const each of listeners) each.fix(lastFix);
      },
      (error) => {
        if (error.code === PERMISSION_DENIED) {
          // A refused watch never answers again: the next caller starts a new one.
          if (watchId !== null) geolocation.clearWatch(watchId);
          watchId = null;
          lastFix = null;
          for (const each of listeners) each.denied();
        } else console.warn("The visitor's location is unavailable:", error.message);
      },
      { enableHighAccuracy: true },
    );
  } else if (lastFix) {
    listener.fix(lastFix);
  }
  return () => {
    listeners.delete(listener);
    // Once the page's effects have run: a caller taking over from another in the same render (the
    // next-stop dialog's full content from its first look) keeps the watch and its last fix.
    queueMicrotask(() => {
      if (listeners.size > 0 || watchId === null) return;
      geolocation.clearWatch(watchId);
      watchId = null;
      lastFix = null;
    });
  };
}

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
    return joinPositionWatch(geolocation, { fix: setPosition, denied: () => denied.current() });
  }, [active]);

  return position;
}
