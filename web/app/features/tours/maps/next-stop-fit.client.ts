/**
 * Puts the next-stop map's camera where map-geometry says, with the stop, its card and the
 * visitor clear of each other, the zoom buttons and the credits as they stand on this map
 * (next-stop-room.ts).
 */
import type { Map as MapLibreMap, Popup } from "maplibre-gl";
import type { LatLng } from "./directions";
import { nextStopCamera } from "./map-geometry";
import { cardBelowStop, nextStopFit, PIN_HEIGHT } from "./next-stop-room";

/** On the map's container where the zoom buttons would cover what is fitted (tour-maps.css). */
const NO_ZOOM_BUTTONS = "next-stop-map--no-zoom";
/** The card's height before it has been laid out: a name on two lines over 'Arrived'. */
const CARD_GUESS = 120;
/** The credits before the style has named them: one 44 px pill, 10 px off the edge. */
const CREDITS_GUESS = 54;

interface Places {
  stop: LatLng;
  /** The visitor, or null while unknown: the map then shows the stop at the tour's zoom. */
  visitor: LatLng | null;
  zoom: number;
  /** The leg to the stop, [lng, lat] points, kept in view too. */
  leg?: readonly [number, number][];
}

export function fitNextStop(map: MapLibreMap, card: Popup, places: Places): void {
  const { stop, visitor, zoom, leg } = places;
  const below = cardBelowStop(stop, visitor);
  // The card hangs from the stop's point, or stands on the top of its pin.
  card.options.anchor = below ? "top" : "bottom";
  card.setOffset(below ? [0, 0] : [0, -PIN_HEIGHT]);

  const container = map.getContainer();
  // Measured as they stand when shown.
  container.classList.remove(NO_ZOOM_BUTTONS);
  const area = container.getBoundingClientRect();
  const box = (selector: string) => container.querySelector(selector)?.getBoundingClientRect();
  const zoomButtons = box(".maplibregl-ctrl-top-right");
  const measure = () => {
    const credits = box(".maplibregl-ctrl-bottom-right");
    return nextStopFit({
      width: area.width,
      height: area.height,
      card: box(".next-stop-card .maplibregl-popup-content")?.height || CARD_GUESS,
      zoomBottom: zoomButtons ? zoomButtons.bottom - area.top : 0,
      credits: credits?.height ? area.bottom - credits.top : CREDITS_GUESS,
      cardBelow: below,
    });
  };
  let fit = measure();
  // On a short map the credits fold to their (i) button too, as MapLibre folds them once the map
  // is dragged: spread over the foot (two lines at 200 % zoom) they would hide the card.
  if (!fit.zoomButtons && foldCredits(container)) fit = measure();
  container.classList.toggle(NO_ZOOM_BUTTONS, !fit.zoomButtons);

  const camera = nextStopCamera(stop, visitor, zoom, leg);
  if ("center" in camera) map.jumpTo({ center: camera.center, zoom: camera.zoom });
  else map.fitBounds(camera.bounds, { padding: fit.padding, maxZoom: camera.maxZoom });
}

/** Folds MapLibre's compact credits to their button; true when they were spread out. */
function foldCredits(container: HTMLElement): boolean {
  const credits = container.querySelector(".maplibregl-ctrl-attrib.maplibregl-compact-show");
  credits?.classList.remove("maplibregl-compact-show");
  return credits !== null;
}
