/** The tour's line and the leg between two stops, kept stable while the stops stay the same. */
import { routeLeg } from "@tours/shared/map";
import { useMemo } from "react";
import type { LatLng } from "./directions";
import type { LngLatPair } from "./map-geometry";
import type { MapStop } from "./map-stop";

export function useRouteLeg(
  route: readonly LngLatPair[] | null,
  stops: readonly MapStop[],
  from: LatLng | null,
  to: LatLng | null,
): { path: LngLatPair[]; leg: LngLatPair[] } {
  // By content, not identity: parents rebuild these arrays on every render.
  const key = JSON.stringify([route, stops.map((s) => s.coordinates), from, to]);
  return useMemo(() => {
    const [r, coordinates, a, b] = JSON.parse(key) as [
      LngLatPair[] | null,
      (LatLng | null)[],
      LatLng | null,
      LatLng | null,
    ];
    return routeLeg(r, coordinates, a, b);
  }, [key]);
}
