/**
 * The next-stop map's MapLibre map, kept for the life of the page. The warm-up makes it off
 * screen while the narration plays; the dialog moves it in when it opens and out again when it
 * closes. Opening then draws at once instead of creating a map each time (a WebGL context, the
 * style, the first tiles), which takes seconds on a slow phone.
 */
import "../../map/maplibre-setup.client";
import { Map as MapLibreMap, Marker, NavigationControl, Popup } from "maplibre-gl";
import { absoluteSprite } from "../../map/absolute-sprite";
import type { LatLng } from "./directions";
import { toLngLat } from "./map-geometry";
import { PIN_HEIGHT } from "./next-stop-room";
import { type TourOverlays, tourOverlays } from "./tour-overlays.client";

export interface NextStopMapParts {
  map: MapLibreMap;
  overlays: TourOverlays;
  pin: Marker;
  popup: Popup;
}

interface Kept extends NextStopMapParts {
  styleUrl: string;
  element: HTMLDivElement;
}

let kept: Kept | null = null;
let stage: HTMLDivElement | null = null;

/** Where the map waits while no dialog shows it: laid out at phone size, never seen or reached. */
function offstage(): HTMLDivElement {
  if (!stage || !stage.isConnected) {
    stage = document.createElement("div");
    stage.className = "next-stop-map-offstage";
    // Styled here, not in the dialog's stylesheet, which may not have loaded yet.
    Object.assign(stage.style, {
      position: "fixed",
      top: "0",
      left: "-200vw",
      display: "flex",
      width: "100vw",
      height: "100vh",
      visibility: "hidden",
      pointerEvents: "none",
    });
    stage.setAttribute("aria-hidden", "true");
    stage.inert = true;
    document.body.append(stage);
  }
  return stage;
}

function create(styleUrl: string, stop: LatLng, zoom: number, parent: HTMLElement): Kept {
  const element = document.createElement("div");
  element.className = "map-dialog__map";
  parent.append(element);
  let map: MapLibreMap;
  try {
    map = new MapLibreMap({
      container: element,
      style: styleUrl,
      transformStyle: absoluteSprite,
      // The canvas"s accessible name: each map its own, as two on a page are two landmarks.
      locale: { "Map.Title": "Map of the way to the next stop" },
      center: toLngLat(stop),
      zoom,
      attributionControl: { compact: true },
    });
  } catch (error) {
    element.remove();
    throw error;
  }
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  const pin = new Marker({ element: pinElement(), anchor: "bottom" })
    .setLngLat(toLngLat(stop))
    .addTo(map);
  const popup = new Popup({
    className: "next-stop-card",
    closeButton: false,
    closeOnClick: false,
    focusAfterOpen: false,
    anchor: "bottom",
    offset: [0, -PIN_HEIGHT],
    // Never wider than a narrow screen (a phone at 200 % zoom), less a margin each side.
    maxWidth: "min(16rem, 100vw - 1rem)",
  });
  const overlays = tourOverlays(map, { path: [], leg: [], position: null });
  return { styleUrl, element, map, overlays, pin, popup };
}

/**
 * Makes the map off screen, centred on the stop, so the dialog finds it drawn. Called in idle
 * time; a failure (no WebGL, say) is left for the dialog to meet and report.
 */
export function prepareNextStopMap(styleUrl: string, stop: LatLng, zoom: number): void {
  if (kept?.styleUrl === styleUrl) {
    if (!kept.element.isConnected || kept.element.parentElement === stage) {
      kept.map.jumpTo({ center: toLngLat(stop), zoom });
    }
    return;
  }
  kept?.map.remove();
  kept = null;
  try {
    kept = create(styleUrl, stop, zoom, offstage());
  } catch {
    // The dialog creates the map itself when it opens, and shows why it cannot.
  }
}

/**
 * Puts the map into `slot` (the open dialog), centred on the stop with its pin and its card
 * showing `card`. Throws when no map can be made here (the dialog then shows why).
 */
export function showNextStopMap(
  slot: HTMLElement,
  styleUrl: string,
  stop: LatLng,
  zoom: number,
  card: HTMLElement,
): NextStopMapParts {
  if (kept && kept.styleUrl !== styleUrl) {
    kept.map.remove();
    kept = null;
  }
  kept ??= create(styleUrl, stop, zoom, slot);
  slot.append(kept.element);
  const { map, pin, popup } = kept;
  map.resize();
  map.jumpTo({ center: toLngLat(stop), zoom });
  pin.setLngLat(toLngLat(stop));
  popup.setDOMContent(card).setLngLat(toLngLat(stop)).addTo(map);
  return kept;
}

/** Takes the map back off screen when the dialog closes; the visitor's dot goes until next time. */
export function hideNextStopMap(): void {
  if (!kept) return;
  kept.popup.remove();
  kept.overlays.setPosition(null);
  // What tests read back describes one opening: the next one reports its own drawing.
  delete kept.element.dataset.drawn;
  delete kept.element.dataset.accuracy;
  offstage().append(kept.element);
}

/** Drops the map after a failure, so the next opening makes a new one. */
export function discardNextStopMap(): void {
  kept?.map.remove();
  kept?.element.remove();
  kept = null;
}

function pinElement(): HTMLElement {
  const element = document.createElement("div");
  element.className = "next-stop-pin";
  element.setAttribute("aria-hidden", "true");
  element.innerHTML =
    '<svg width="32" height="40" viewBox="0 0 32 40" focusable="false"><path d="M16 39C16 39 2 23.5 2 15a14 14 0 0 1 28 0c0 8.5-14 24-14 24z" fill="#7a2e1f" stroke="#ffffff" stroke-width="2.5"/><circle cx="16" cy="15" r="5.5" fill="#ffffff"/></svg>';
  return element;
}
