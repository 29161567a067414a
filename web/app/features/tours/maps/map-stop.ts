/** A tour stop as the maps need it, numbered by its place in the tour. */
import { hasUsableCoordinates, type LatLng } from "./directions";

export interface MapStop {
  slug: string;
  siteName: string;
  coordinates: LatLng | null;
  /** The record's street address, "" when it has none (directions to a stop without coordinates). */
  address: string;
  /** The stop's page, without the campaign parameter (links add it). */
  href: string;
}

export interface NumberedStop {
  stop: MapStop;
  /** 1-based place in the tour, counted over every stop (placed or not). */
  number: number;
}

export interface PlacedStop extends NumberedStop {
  at: LatLng;
}

/** The stops split into those a map can place and those it cannot, both in tour order. */
export function placeStops(stops: readonly MapStop[]): {
  placed: PlacedStop[];
  unplaced: NumberedStop[];
} {
  const placed: PlacedStop[] = [];
  const unplaced: NumberedStop[] = [];
  stops.forEach((stop, index) => {
    const number = index + 1;
    if (hasUsableCoordinates(stop.coordinates)) placed.push({ stop, number, at: stop.coordinates });
    else unplaced.push({ stop, number });
  });
  return { placed, unplaced };
}
