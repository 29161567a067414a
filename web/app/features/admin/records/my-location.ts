/**
 * 'Use my location' in words and numbers: a fix as the coordinate boxes show it (six decimals,
 * as a point picked on the map), its accuracy, and why there is none.
 */
import type { PositionAnswer } from "../../tours/ask-position";

export interface Fix {
  lat: number;
  lng: number;
  accuracy: number;
}

/** The boxes' texts for a fix: six decimals, about 10 cm. */
export const fixTexts = (fix: Fix) => ({ lat: fix.lat.toFixed(6), lng: fix.lng.toFixed(6) });

/** "within 8 m", "within 1.2 km". */
export function accuracyText(metres: number): string {
  if (metres < 1000) return `within ${Math.max(1, Math.round(metres))} m`;
  return `within ${(Math.round(metres / 100) / 10).toLocaleString("en-US")} km`;
}

/** A fix rougher than this is said to be rough: the site's own few metres are lost in it. */
export const ROUGH_METRES = 50;

export function failureText(answer: Exclude<PositionAnswer, { kind: "fix" }>): string {
  if (answer.kind === "denied") {
    return "Location is not allowed for this site. Allow it in the browser's or phone's settings, or type the coordinates.";
  }
  return `${answer.message} Try again in a moment, outdoors if you can, or type the coordinates.`;
}
