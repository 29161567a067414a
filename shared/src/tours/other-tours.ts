/**
 * Which of the site's other tours a tour's outro shows: the first OTHER_TOURS_LISTED by title, and
 * the NEARBY_TOURS that start closest to where this one ends. Chosen once, here, for the page that
 * shows them and for the offline plan that saves their covers. No schema code: the browser may
 * use it too.
 */
import { distanceMetres, type LatLng } from "../common/distance.js";

/** The list is bounded so a tour's pages do not grow with the archive (a link leads to all). */
export const OTHER_TOURS_LISTED = 24;
/** How many tours 'Tours nearby' suggests. */
export const NEARBY_TOURS = 3;

/** Tours sorted by title, ignoring case (SPEC §9). */
const titleOrder = new Intl.Collator("en", { sensitivity: "base", numeric: true });

export function sortByTitle<T extends { title: string }>(tours: readonly T[]): T[] {
  return [...tours].sort((a, b) => titleOrder.compare(a.title, b.title));
}

/** Where a tour ends: its last stop that has coordinates, or null when none has. */
export function tourEnd(stops: readonly { coordinates: LatLng | null }[]): LatLng | null {
  for (let i = stops.length - 1; i >= 0; i--) {
    const at = stops[i]?.coordinates;
    if (at) return at;
  }
  return null;
}

export interface OtherTourChoice {
  /** Ids of the first OTHER_TOURS_LISTED other tours by title. */
  listed: string[];
  /** How many other tours the site has. */
  total: number;
  /** The other tours that start closest to where this one ends, nearest first. */
  nearby: { tourId: string; metres: number }[];
  /** Every tour the outro shows, each once: the listed ones, then the nearby ones not listed. */
  shown: string[];
}

export interface OtherTourSources {
  tourId: string;
  /** Where this tour ends (tourEnd), null when none of its stops is placed. */
  end: LatLng | null;
  /** Every tour's id and title. */
  index: readonly { id: string; title: string }[];
  /** Where tours start (their first placed stop). */
  starts: readonly { tourId: string; lat: number; lng: number }[];
}

export function chooseOtherTours({
  tourId,
  end,
  index,
  starts,
}: OtherTourSources): OtherTourChoice {
  const others = sortByTitle(index.filter((tour) => tour.id !== tourId));
  const listed = others.slice(0, OTHER_TOURS_LISTED).map((tour) => tour.id);
  const nearby = end
    ? starts
        .filter((start) => start.tourId !== tourId)
        .map(({ tourId: id, lat, lng }) => ({
          tourId: id,
          metres: distanceMetres(end, { lat, lng }),
        }))
        .sort((a, b) => a.metres - b.metres)
        .slice(0, NEARBY_TOURS)
    : [];
  const shown = [...new Set([...listed, ...nearby.map((near) => near.tourId)])];
  return { listed, total: others.length, nearby, shown };
}
