/**
 * Watches the visitor's position while a tour is taken in person, the page is on screen and the
 * browser has allowed it, and reports each arrival at the stop to reach once.
 */
import { useEffect, useEffectEvent, useState } from "react";
import { track } from "../../../lib/analytics";
import type { LatLng } from "../maps/directions";
import { useWatchedPosition, type PositionFix } from "../maps/use-watched-position";
import { locationRefused, markLocationRefused, useLocationRefused } from "../maps/location-refused";
import { arrivalRule, hasArrived, isUsableFix } from "./arrival-logic";
import { useLocationPermission } from "./use-location-permission";
import { usePageVisible } from "./use-page-visible";
import { useScreenAwake } from "./use-screen-awake";

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
  /** A driving tour: arrival by car (arrival-logic), and the screen kept on while watching. */
  driving: boolean;
  /**
   * Where the visitor's first fix already at the stop is no arrival (the intro, whose own
   * buttons start the tour there): only walking up to it later brings the banner.
   */
  quietAtStart?: boolean;
  onOpen(stop: T): void;
}

export function useArrival<T extends ArrivalStop>(options: Options<T>) {
  const { target, from, autoOpen, driving, quietAtStart = false, onOpen } = options;
  const [permission, setPermission] = useLocationPermission();
  const visible = usePageVisible();
  // The SPEC §8 modal, shown for the first refusal of the visit only (location-refused.ts).
  const [denied, setDenied] = useState(false);
  const refused = useLocationRefused();
  const refuse = () => {
    setPermission("denied");
    if (!locationRefused()) setDenied(true);
    markLocationRefused();
  };
  const watching = target?.coordinates != null && visible && permission === "granted";
  const fix = useWatchedPosition(watching, refuse);
  // A phone in a car's holder that locks its screen hides the page, and the watch stops with it.
  useScreenAwake(driving && watching);
  // Stops whose arrival was met already: one banner (or one automatic opening) per stop.
  const [met, setMet] = useState<readonly string[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const [arrival, setArrival] = useState<{ slug: string; auto: boolean } | null>(null);

  // Whether a usable fix has been judged yet: the first one tells where the visitor started.
  const [judged, setJudged] = useState(false);

  // The last two usable fixes: a car may pass a stop between them (arrival-logic).
  const [fixes, setFixes] = useState<{ last: PositionFix | null; before: PositionFix | null }>({
    last: null,
    before: null,
  });

  const usable = watching && fix !== null && isUsableFix(fix);
  const previous = usable && fix !== fixes.last ? fixes.last : fixes.before;
  const rule = arrivalRule(driving);
  const here =
    usable && target && hasArrived(fix, target.coordinates, from, { rule, previous })
      ? target
      : null;
  // Adjusted while rendering (not in an effect) so the banner shows in the same paint.
  if (usable && fix !== fixes.last) setFixes({ last: fix, before: fixes.last });
  if (usable && !judged) setJudged(true);
  if (here && !met.includes(here.slug)) {
    setMet([...met, here.slug]);
    if (!(quietAtStart && !judged)) {
      setBanner(autoOpen ? null : here.slug);
      setArrival({ slug: here.slug, auto: autoOpen });
    }
  }

  const arrive = useEffectEvent((auto: boolean) => {
    // Only once the visitor has touched the page: before that the browser refuses, with an error.
    if (navigator.userActivation?.hasBeenActive ?? true) navigator.vibrate?.([200, 100, 200]);
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
    /** Location is not allowed for this site: arrival alerts are off. */
    blocked: permission === "denied" || refused,
    /** The SPEC §8 modal is due (the first refusal of the visit). */
    denied,
    setDenied,
    refuse,
  };
}

export type Arrival = ReturnType<typeof useArrival>;
export type { PositionFix };
