/** A place on the maps, and whether a stop's stored coordinates can be drawn. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** [longitude, latitude], the order MapLibre and GeoJSON use. */
export type LngLatPair = [number, number];

export const toLngLat = ({ lat, lng }: LatLng): LngLatPair => [lng, lat];

/** Finite, within range and not the 0,0 an empty form leaves behind. */
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
