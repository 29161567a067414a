/** Where a stop is, and the directions link to it (SPEC §5 'Get Directions'). */

import { hasUsableCoordinates, type LatLng } from "@tours/shared/map";

// SPEC §5: a destination only when lat and lng are both numbers and non-zero (shared with the
// server's static map, which places the same stops).
export { hasUsableCoordinates, type LatLng };

const DIRECTIONS = "https://www.google.com/maps/dir/?api=1";

/**
 * Google Maps directions to the place, else to the street address when one is known (a record
 * without coordinates), else the same page with no destination.
 */
export function directionsUrl(c: Partial<LatLng> | null | undefined, address = ""): string {
  if (!hasUsableCoordinates(c)) {
    const street = address.trim();
    return street ? `${DIRECTIONS}&${new URLSearchParams({ destination: street })}` : DIRECTIONS;
  }
  return `${DIRECTIONS}&destination=${degrees(c.lat)},${degrees(c.lng)}`;
}

/** Six decimals (about 10 cm) without trailing zeros. */
export function degrees(value: number): string {
  return String(Number(value.toFixed(6)));
}
