/**
 * Emulated drives for the driving-tour specs: places set off from a site by metres, streets as
 * polylines, and a car that moves along them, one fix every so many metres.
 */
import type { BrowserContext } from "@playwright/test";
import { type LatLng, metresBetween } from "./geo.js";

const METRES_PER_DEGREE_LAT = 111_195;

/** The point `north` metres north and `east` metres east of `place` (negative: south, west). */
export function offset(place: LatLng, north: number, east: number): LatLng {
  const perDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((place.lat * Math.PI) / 180);
  return { lat: place.lat + north / METRES_PER_DEGREE_LAT, lng: place.lng + east / perDegreeLng };
}

/**
 * The fixes a phone gives along a street of straight sections: one every `step` metres (a car at
 * 15 m/s with a fix every 2 s makes 30 m), the street's corners included, its start left out.
 */
export function fixesAlong(street: readonly LatLng[], step: number): LatLng[] {
  const fixes: LatLng[] = [];
  for (let i = 1; i < street.length; i++) {
    const [a, b] = [street[i - 1]!, street[i]!];
    const count = Math.max(1, Math.round(metresBetween(a, b) / step));
    for (let k = 1; k <= count; k++) {
      const t = k / count;
      fixes.push({ lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t });
    }
  }
  return fixes;
}

interface Pace {
  /** Between two fixes: the car's pace in space, sped up in time (fixes carry no time). */
  everyMs?: number;
  /** The phone's accuracy radius, in metres: a car's GPS under open sky. */
  accuracy?: number;
  /** Runs after every fix, with it. */
  each?: (fix: LatLng) => Promise<void>;
}

/** Moves the phone through `fixes`. */
export async function driveThrough(
  context: BrowserContext,
  fixes: readonly LatLng[],
  { everyMs = 150, accuracy = 8, each }: Pace = {},
): Promise<void> {
  for (const fix of fixes) {
    await context.setGeolocation({ latitude: fix.lat, longitude: fix.lng, accuracy });
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    await each?.(fix);
  }
}
