/**
 * Watches the visitor's position while a tour is taken in person, the page is on screen and the
 * browser has allowed it, and reports each arrival at the stop to reach once.
 */
import { useEffect, useEffectEvent, useState } from "react";
import { track } from "../../../lib/analytics";
import type { LatLng } from "../maps/directions";
import { useWatchedPosition, type PositionFix } from "../maps/use-watched-position";
import { hasArrived } from "./arrival-logic";
import { useLocationPermission } from "./use-location-permission";
import { usePageVisible } from "./use-page-visible";

export interface ArrivalStop {
  slug: string;
  siteName: string;
  coordinates: LatLng | null;
}

interface Options<T extends ArrivalStop> {
  target: T | null;
  /** Where the visitor's current stop is (null on the intro or an unplaced stop). */
  from: LatLng | null;
  autoOpen: boolean;
  onOpen(stop: T): void;
}

export function useArrival<T extends ArrivalStop>({ target, from, autoOpen, onOpen }: Options<T>) {
  const [permission, setPermission] = useLocationPermission();
  const visible = usePageVisible();
  const [denied, setDenied] = useState(false);
  const watching = target?.coordinates != null && visible && permission === "granted";
  const fix = useWatchedPosition(watching, () => {
    setPermission("denied");
    setDenied(true);
  });
  // Stops whose arrival was met already: one banner (or one automatic opening) per stop.
  const [met, setMet] = useState<readonly string[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const [arrival, setArrival] = useState<{ slug: string; auto: boolean } | null>(null);

  const here =
    watching && fix && target && hasArrived(fix, target.coordinates, from) ? target : null;
  if (here && !met.includes(here.slug)) {
    // Adjusted while rendering (not in an effect) so the banner shows in the same paint.
    setMet([...met, here.slug]);
    setBanner(autoOpen ? null : here.slug);
    setArrival({ slug: here.slug, auto: autoOpen });
  }

  const arrive = useEffectEvent((auto: boolean) => {
    navigator.vibrate?.([200, 100, 200]);
    if (!target) return;
    // The stop's name only: the position itself never leaves the browser.
    track("Stop", auto ? "OpenedOnArrival" : "ArrivalShown", target.siteName);
    if (auto) onOpen(target);
  });
  useEffect(() => {
    if (arrival) arrive(arrival.auto);
  }, [arrival]);

  return {
    permission,
    setPermission,
    fix: watching ? fix : null,
    /** The banner's stop, while it is still the stop to reach. */
    bannerFor: banner !== null && banner === target?.slug ? target : null,
    dismissBanner: () => setBanner(null),
    denied,
    setDenied,
  };
}

export type Arrival = ReturnType<typeof useArrival>;
export type { PositionFix };
