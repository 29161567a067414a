/**
 * Watches the visitor's position while a tour is taken in person, the page is on screen and the
 * browser has allowed it, and reports each arrival at the stop to reach once.
 */
import { useEffect, useEffectEvent, useState } from "react";
import { track } from "../../../lib/analytics";
import type { LatLng } from "../maps/directions";
import { useWatchedPosition, type PositionFix } from "../maps/use-watched-position";
import { locationRefused, markLocationRefused, useLocationRefused } from "../maps/location-refused";
import { arrivalRule, hasArrived, hasLeft, isUsableFix, stopToReach } from "./arrival-logic";
import { useLocationPermission } from "./use-location-permission";
import { usePageVisible } from "./use-page-visible";
import { useScreenAwake } from "./use-screen-awake";

export interface ArrivalStop {
  slug: string;
  siteName: string;
  coordinates: LatLng | null;
}

interface Options<T extends ArrivalStop> {
  /** The stops still ahead, in order (arrival-logic's stopsAhead). */
  ahead: readonly T[];
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

interface SeenStops {
  place: string;
  met: readonly string[];
  passed: readonly string[];
}
const NONE_SEEN: Omit<SeenStops, "place"> = { met: [], passed: [] };

export function useArrival<T extends ArrivalStop>(options: Options<T>) {
  const { ahead, autoOpen, driving, quietAtStart = false, onOpen } = options;
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
  // From this place in the tour (the first stop ahead): the stops whose arrival was met (one
  // banner, or one automatic opening, per stop), and those of them passed by, not opened: the
  // visitor went on from them, and the stop after is watched for then.
  const place = ahead[0]?.slug ?? "";
  const [seen, setSeen] = useState<SeenStops>({ place, ...NONE_SEEN });
  const { met, passed } = seen.place === place ? seen : NONE_SEEN;
  const { target, from } = stopToReach(ahead, passed, options.from);
  const watching = target?.coordinates != null && visible && permission === "granted";
  const fix = useWatchedPosition(watching, refuse);
  // A phone in a car's holder that locks its screen hides the page, and the watch stops with it.
  useScreenAwake(driving && watching);
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
    setSeen({ place, met: [...met, here.slug], passed });
    if (!(quietAtStart && !judged)) {
      setBanner(autoOpen ? null : here.slug);
      setArrival({ slug: here.slug, auto: autoOpen });
    }
  }

  // Gone on from a stop met but not opened ("You've arrived" a few blocks on would be wrong).
  if (target && met.includes(target.slug) && usable && hasLeft(fix, target.coordinates, rule)) {
    setSeen({ place, met, passed: [...passed, target.slug] });
    if (banner === target.slug) setBanner(null);
  }

  const arrive = useEffectEvent((slug: string, auto: boolean) => {
    // Only once the visitor has touched the page: before that the browser refuses, with an error.
    if (navigator.userActivation?.hasBeenActive ?? true) navigator.vibrate?.([200, 100, 200]);
    const stop = ahead.find((candidate) => candidate.slug === slug);
    if (!stop) return;
    // The stop's name only: the position itself never leaves the browser.
    track("Stop", auto ? "OpenedOnArrival" : "ArrivalShown", stop.siteName);
    if (auto) onOpen(stop);
  });
  useEffect(() => {
    if (arrival) arrive(arrival.slug, arrival.auto);
  }, [arrival]);

  return {
    permission,
    setPermission,
    fix: watching ? fix : null,
    /** The stop watched for: the first one ahead not passed by. */
    target,
    /** The banner's stop, while it is the stop watched for. */
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
