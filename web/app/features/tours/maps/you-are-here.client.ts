/** The visitor on a map: a blue dot on the fix and its accuracy circle (route-layers). */
import { type Map as MapLibreMap, Marker } from "maplibre-gl";
import { toLngLat } from "./map-geometry";
import { setAccuracy } from "./route-layers.client";
import type { PositionFix } from "./use-watched-position";

export interface YouAreHere {
  /** Moves the dot and circle; null hides them. Safe before the style has loaded. */
  update(fix: PositionFix | null): void;
}

export function youAreHere(map: MapLibreMap): YouAreHere {
  let marker: Marker | null = null;
  return {
    update(fix) {
      if (!fix) {
        marker?.remove();
        marker = null;
      } else if (marker) marker.setLngLat(toLngLat(fix));
      else marker = new Marker({ element: youDot() }).setLngLat(toLngLat(fix)).addTo(map);
      setAccuracy(map, fix);
    },
  };
}

function youDot(): HTMLElement {
  const element = document.createElement("div");
  element.className = "next-stop-you";
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", "You are here");
  return element;
}
