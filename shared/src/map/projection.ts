/**
 * Web Mercator, as MapLibre and the tiles use it: a place's pixel in the world at a zoom, and the
 * tile holding it. Pure, and importable on its own (`@tours/shared/map/projection`) by code that
 * must stay light: the stop page's map warm-up, without the leg's turf.
 */
import type { LngLatPair } from "./coordinates.js";

/** A tile's width and height in world pixels. */
export const TILE_SIZE = 256;

/** The point's pixel in the whole world's picture at `zoom` (latitudes clamped as MapLibre). */
export function worldPixel([lng, lat]: LngLatPair, zoom: number): [number, number] {
  const size = TILE_SIZE * 2 ** zoom;
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return [((lng + 180) / 360) * size, y * size];
}

/** The point's position in tiles at `zoom`, fractional: [column, row]. */
export function tilePosition(point: LngLatPair, zoom: number): [number, number] {
  const [x, y] = worldPixel(point, zoom);
  return [x / TILE_SIZE, y / TILE_SIZE];
}
