/**
 * The static next-stop map's picture frame: which part of the world its SVG shows, in Web
 * Mercator. The server draws the SVG in it; the browser puts the visitor's dot over the picture
 * with the same arithmetic, from the same leg. Pure.
 */
import { type LatLng, type LngLatPair, toLngLat } from "./coordinates.js";
import { TILE_SIZE, worldPixel } from "./projection.js";

/** The SVG's size in its own pixels: a phone's map dialog, portrait. */
export const STATIC_MAP_WIDTH = 400;
export const STATIC_MAP_HEIGHT = 560;
/** Room kept around the leg for the markers: the pin stands 40 px above its point. */
const PADDING = 48;
/** As the live map (SPEC §9: fitting never zooms in past 17), and never wider than the city. */
export const STATIC_MAP_MAX_ZOOM = 17;
const MIN_ZOOM = 10;

export interface StaticMapFrame {
  zoom: number;
  /** The frame's top-left corner in world pixels at `zoom`. */
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The frame around the leg and both stops, centred, at the closest zoom that fits them all. */
export function staticMapFrame(places: readonly LngLatPair[]): StaticMapFrame {
  const width = STATIC_MAP_WIDTH;
  const height = STATIC_MAP_HEIGHT;
  const at0 = places.map((p) => worldPixel(p, 0));
  const xs = at0.map(([x]) => x);
  const ys = at0.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const fit = Math.min(
    Math.log2((width - 2 * PADDING) / Math.max(maxX - minX, 1e-12)),
    Math.log2((height - 2 * PADDING) / Math.max(maxY - minY, 1e-12)),
  );
  // Quarter steps: the same frame on both sides, whatever rounding each does.
  const zoom = Math.max(MIN_ZOOM, Math.min(STATIC_MAP_MAX_ZOOM, Math.floor(fit * 4) / 4));
  const scale = 2 ** zoom;
  return {
    zoom,
    left: ((minX + maxX) / 2) * scale - width / 2,
    top: ((minY + maxY) / 2) * scale - height / 2,
    width,
    height,
  };
}

/** The next-stop map's frame: the leg, the next stop and the stop left (when it is placed). */
export function nextStopFrame(
  leg: readonly LngLatPair[],
  from: LatLng | null,
  to: LatLng,
): StaticMapFrame {
  return staticMapFrame([...leg, toLngLat(to), ...(from ? [toLngLat(from)] : [])]);
}

/** Where a [lng, lat] point falls in the frame, in the SVG's pixels. */
export function framePixel(frame: StaticMapFrame, point: LngLatPair): [number, number] {
  const [x, y] = worldPixel(point, frame.zoom);
  return [x - frame.left, y - frame.top];
}

/** How many of the frame's pixels a distance on the ground covers at `at`. */
export function metresToPixels(frame: StaticMapFrame, metres: number, at: LatLng): number {
  const metresPerPixel =
    (40_075_016.686 * Math.cos((at.lat * Math.PI) / 180)) / (TILE_SIZE * 2 ** frame.zoom);
  return metres / metresPerPixel;
}
