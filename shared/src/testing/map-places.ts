/** Places and a drawn route the map tests share (shared/src/map and the web's maps). */
import type { LngLatPair } from "../map/coordinates.js";

export const capitol = { lat: 36.1659, lng: -86.7844 };
export const ryman = { lat: 36.1612, lng: -86.7785 };
export const fortNegley = { lat: 36.1423, lng: -86.7745 };

/** The bend of `lRoute`. */
export const corner: LngLatPair = [-86.77, 36.17];
/** An L-shaped route: east along a street, then south. Stops sit a few metres off it. */
export const lRoute: LngLatPair[] = [
  [-86.79, 36.17],
  [-86.78, 36.17],
  corner,
  [-86.77, 36.16],
  [-86.77, 36.15],
];
