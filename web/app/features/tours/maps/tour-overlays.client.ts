/**
 * What both tour maps draw over the basemap: the tour's line with the leg to the next stop
 * highlighted, and the visitor with an accuracy circle. Updates may come before the style has
 * loaded; the latest ones are drawn on 'load'.
 */
import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useRef } from "react";
import type { LngLatPair } from "./map-geometry";
import { addRouteLayers, setRoute } from "./route-layers.client";
import type { PositionFix } from "./use-watched-position";
import { youAreHere } from "./you-are-here.client";

export interface TourOverlays {
  /** True once the style (and so the route layers) has loaded. */
  readonly loaded: boolean;
  setRoute(path: readonly LngLatPair[], leg: readonly LngLatPair[]): void;
  setPosition(fix: PositionFix | null): void;
}

export function tourOverlays(
  map: MapLibreMap,
  initial: {
    path: readonly LngLatPair[];
    leg: readonly LngLatPair[];
    position: PositionFix | null;
  },
): TourOverlays {
  const you = youAreHere(map);
  let { path, leg, position } = initial;
  let loaded = false;
  map.on("load", () => {
    loaded = true;
    addRouteLayers(map);
    setRoute(map, path, leg);
    you.update(position);
  });
  return {
    get loaded() {
      return loaded;
    },
    setRoute(nextPath, nextLeg) {
      path = nextPath;
      leg = nextLeg;
      if (loaded) setRoute(map, path, leg);
    },
    setPosition(fix) {
      position = fix;
      you.update(fix);
    },
  };
}

/**
 * What both canvases keep beside their map: the overlays once made, the latest line, leg and
 * position (for a map made again), and the latest onFail. A new line or leg is drawn at once; each
 * canvas follows the position in its own way.
 */
export function useTourOverlays(
  path: readonly LngLatPair[],
  leg: readonly LngLatPair[],
  position: PositionFix | null,
  onFail: (error: unknown) => void,
) {
  const overlaysRef = useRef<TourOverlays | null>(null);
  const latestRef = useRef({ path, leg, position });
  const failRef = useRef(onFail);

  useEffect(() => {
    failRef.current = onFail;
  }, [onFail]);

  useEffect(() => {
    latestRef.current.path = path;
    latestRef.current.leg = leg;
    overlaysRef.current?.setRoute(path, leg);
  }, [path, leg]);

  return { overlaysRef, latestRef, failRef };
}
