/**
 * Which stops of a tour the visitor has seen, kept in the browser only. A visit
 * counts for one walk: visits older than WALK_HOURS are forgotten, so taking the tour again on
 * another day starts from nothing.
 */
export const WALK_HOURS = 12;
const WALK_MS = WALK_HOURS * 60 * 60 * 1000;

/** Stop id → when it was last shown (ms since the epoch). */
export type Visits = Record<string, number>;

export const visitsKey = (tourId: string) => `tour-visits:${tourId}`;

/** The stored visits still inside the walk window; anything unreadable counts as none. */
export function parseVisits(raw: string | null, now: number): Visits {
  if (!raw) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return {};
  const visits: Visits = {};
  for (const [stopId, at] of Object.entries(stored)) {
    if (typeof at === "number" && at <= now && now - at < WALK_MS) visits[stopId] = at;
  }
  return visits;
}

export function withVisit(visits: Visits, stopId: string, now: number): Visits {
  return { ...visits, [stopId]: now };
}

export interface WalkSummary {
  visited: number;
  total: number;
  /** The stops not seen, in tour order. */
  skipped: { id: string; slug: string; siteName: string }[];
}

export function summarizeWalk(
  stops: readonly { id: string; slug: string; siteName: string }[],
  visits: Visits,
): WalkSummary {
  const skipped = stops
    .filter((stop) => !(stop.id in visits))
    .map(({ id, slug, siteName }) => ({ id, slug, siteName }));
  return { visited: stops.length - skipped.length, total: stops.length, skipped };
}

/** "3 of 5 stops visited" (one stop: "1 of 1 stop visited"). */
export function visitedLine({ visited, total }: WalkSummary): string {
  return `${visited} of ${total} ${total === 1 ? "stop" : "stops"} visited`;
}
