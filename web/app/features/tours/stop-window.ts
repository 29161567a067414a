/**
 * Which stops' details a tour's page carries: the stop shown and those one tap away (the previous
 * and next in tour order; from the intro, the first stop; from the outro, none). Every other stop
 * comes as its summary, so a page's bytes do not grow with the tour's length. Once a stop shows,
 * the screen fetches what stopsToPrefetch names (use-stop-details.ts), so the next stop is there
 * before the tap that opens it.
 */
import type { TourScreen } from "@tours/shared/browser";

export function stopsAround(stops: readonly { slug: string }[], screen: TourScreen): string[] {
  if (screen.view === "intro") return stops.slice(0, 1).map((stop) => stop.slug);
  if (screen.view === "outro") return [];
  const index = stops.findIndex((stop) => stop.slug === screen.stopSlug);
  if (index === -1) return [];
  return stops.slice(Math.max(0, index - 1), index + 2).map((stop) => stop.slug);
}

/**
 * The stops whose details the screen fetches once a view shows: those around it and one more
 * ahead. A visitor moving on at once (skipping through) then finds the next stop's details asked
 * for a whole move earlier, not only as the previous stop showed.
 */
export function stopsToPrefetch(stops: readonly { slug: string }[], screen: TourScreen): string[] {
  const around = stopsAround(stops, screen);
  const last = around.at(-1);
  const after = last === undefined ? undefined : stops[stops.findIndex((s) => s.slug === last) + 1];
  return after ? [...around, after.slug] : around;
}
