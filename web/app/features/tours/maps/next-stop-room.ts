/**
 * Where the next-stop map may put the stop and the visitor when it fits them: clear of the card
 * on the stop's pin, the zoom buttons in the top-right corner and the credits at the foot. The
 * card stands on the side of the stop away from the visitor, so it never hides their dot. Pure:
 * next-stop-fit.client.ts measures, this decides.
 */
import type { LatLng } from "./directions";
import { fitPadding, MARKER_ROOM, type Padding } from "./map-geometry";

/** Pixels from the stop's point to the top of its pin, where the stop's card sits. */
export const PIN_HEIGHT = 40;

/** Room around a fitted place: half the visitor's dot with its ring, and a little air. */
const DOT_ROOM = 20;
/** Air between the card and the zoom buttons, the credits or the map's edge. */
const GAP = 8;
/** Height left between the paddings for the places themselves (MapLibre needs some to fit). */
const SPAN = 48;

/** Sizes in CSS pixels, measured on the open map. */
export interface NextStopRoom {
  width: number;
  height: number;
  /** The height of the stop's card. */
  card: number;
  /** The bottom of the zoom buttons, from the map's top. */
  zoomBottom: number;
  /** The top of the credits, from the map's bottom. */
  credits: number;
  /** The card hangs below the stop (the visitor is north of it) rather than standing on its pin. */
  cardBelow: boolean;
}

export interface NextStopFit {
  padding: Padding;
  /** False where the map is too short for the zoom buttons to stay clear of what is fitted. */
  zoomButtons: boolean;
}

/** The card goes below the stop when the visitor is north of it: the map's north is up. */
export const cardBelowStop = (stop: LatLng, visitor: LatLng | null): boolean =>
  visitor !== null && visitor.lat > stop.lat;

export function nextStopFit(room: NextStopRoom): NextStopFit {
  const { width, height, zoomBottom, credits, cardBelow } = room;
  const { left, right } = fitPadding(width, height);
  const card = Math.round(room.card) + GAP;
  const foot = Math.round(credits) + (cardBelow ? card + GAP : DOT_ROOM);
  const bottom = Math.max(MARKER_ROOM, foot);
  // What the top must hold: the card on the pin, or only the visitor's dot.
  const above = cardBelow ? DOT_ROOM : PIN_HEIGHT + card;
  const withZoom = Math.round(zoomBottom) + above;
  if (withZoom + bottom + SPAN <= height) {
    return { padding: { top: withZoom, right, bottom, left }, zoomButtons: true };
  }
  // A short map (a small phone, large text): the zoom buttons go (pinching still zooms), and
  // where even then the card has no room whole, the places keep what room there is.
  const top = Math.max(MARKER_ROOM, Math.min(above, height - bottom - SPAN));
  return {
    padding: {
      top,
      right,
      bottom: Math.min(bottom, Math.max(MARKER_ROOM, height - top - SPAN)),
      left,
    },
    zoomButtons: false,
  };
}
