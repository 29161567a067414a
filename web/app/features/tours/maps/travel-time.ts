/**
 * How long a distance takes on foot or by car. Pure and light: the arrival panel on every stop
 * says it, so it must not bring route-geometry.ts's turf into the stop page's first load.
 */

/** About 5 km/h: an unhurried walk with stops at crossings. */
export const WALKING_KMH = 5;
/**
 * About 25 km/h: a city drive averaged over lights, turns and finding a place to stop, well
 * under Nashville's 30–40 mph street limits.
 */
export const DRIVING_KMH = 25;

export function travelMinutes(metres: number, driving: boolean): number {
  const kmh = driving ? DRIVING_KMH : WALKING_KMH;
  return Math.max(1, Math.round((metres / 1000 / kmh) * 60));
}

/** "8 min walk", "1 h 5 min drive". */
export function describeTravel(metres: number, driving: boolean): string {
  const minutes = travelMinutes(metres, driving);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const time = hours ? `${hours} h${rest ? ` ${rest} min` : ""}` : `${minutes} min`;
  return `${time} ${driving ? "drive" : "walk"}`;
}
