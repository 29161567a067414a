/**
 * Which stops' details a tour's page carries: the stop shown and those one tap away (the previous
 * and next in tour order; from the intro, the first stop; from the outro, none). Every other stop
 * comes as its summary, so a page's bytes do not grow with the tour's length. The page fetches
 * the details of a stop's new neighbours once it shows (use-stop-details.ts), so the next stop
 * is always there before the tap that opens it.
 */
import type { TourScreen } from "@tours/shared/browser";

export function stopsAround(stops: readonly { slug: string }[], screen: TourScreen): string[] {
  if (screen.view === "intro") return stops.slice(0, 1).map((stop) => stop.slug);
  if (screen.view === "outro") return [];
  const index = stops.findIndex((stop) => stop.slug === screen.stopSlug);
  if (index === -1) return [];
  return stops.slice(Math.max(0, index - 1), index + 2).map((stop) => stop.slug);
}
