/** Editing a tour's route point by point, with undo. Pure: every edit returns a new list. */

/** [longitude, latitude]. */
export type RoutePoint = [number, number];

/**
 * Beyond this many points (an imported GPS trace) the map shows no handles: thousands of DOM
 * markers would make the editor crawl. The line is still drawn and can be cleared or undone.
 */
export const MAX_HANDLES = 500;

/** Six decimals (about 10 cm): enough for a street, and keeps saved routes small. */
const round = ([lng, lat]: RoutePoint): RoutePoint => [
  Number(lng.toFixed(6)),
  Number(lat.toFixed(6)),
];

export const addPoint = (route: readonly RoutePoint[], point: RoutePoint): RoutePoint[] => [
  ...route,
  round(point),
];

export const movePoint = (
  route: readonly RoutePoint[],
  index: number,
  point: RoutePoint,
): RoutePoint[] => route.map((p, i) => (i === index ? round(point) : p));

export const removePoint = (route: readonly RoutePoint[], index: number): RoutePoint[] =>
  route.filter((_, i) => i !== index);

/** The routes before each change, newest last, so 'Undo' can step back one at a time. */
export interface RouteHistory {
  past: RoutePoint[][];
}

export const emptyHistory: RouteHistory = { past: [] };

/** At most this many steps are kept: enough to undo a slip, without holding a whole session. */
const MAX_STEPS = 100;

export function recordChange(history: RouteHistory, before: readonly RoutePoint[]): RouteHistory {
  return { past: [...history.past, [...before]].slice(-MAX_STEPS) };
}

/** The route to go back to and the history without it, or null when there is nothing to undo. */
export function undo(history: RouteHistory): { route: RoutePoint[]; history: RouteHistory } | null {
  const route = history.past.at(-1);
  if (!route) return null;
  return { route, history: { past: history.past.slice(0, -1) } };
}
