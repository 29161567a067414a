/** Where a stop is, and the directions link to it (SPEC §5 'Get Directions'). */

export interface LatLng {
  lat: number;
  lng: number;
}

const DIRECTIONS = "https://www.google.com/maps/dir/?api=1";

/**
 * SPEC §5: a destination only when lat and lng are both numbers and non-zero. Values outside the
 * globe are refused too: no map can place them.
 */
export function hasUsableCoordinates(c: Partial<LatLng> | null | undefined): c is LatLng {
  if (!c) return false;
  const { lat, lng } = c;
  return (
    typeof lat === "number" &&
    typeof lng === "number" &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat !== 0 &&
    lng !== 0 &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

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
