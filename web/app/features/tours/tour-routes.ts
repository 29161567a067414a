/**
 * The routes of a tour's views (SPEC §2 Tour screens), and which view a match is. Every view has a
 * route of its own, so React Router's match says which one the address names: the leaf route's id
 * gives the way of taking the tour and the view, its params the tour and the stop. The addresses
 * themselves are built in @tours/shared (public-urls).
 */
import type { TourLocation, TourMode, TourScreen } from "@tours/shared/browser";

type View = TourScreen["view"];

/** The layout routes that hold a tour and its stops: in person or virtually, and after a scan. */
export const TOUR_LAYOUT_ID = "tour";
export const LANDING_TOUR_LAYOUT_ID = "landing-tour";

const MODES: readonly TourMode[] = ["in-person", "virtual", "landing"];
const VIEWS: readonly View[] = ["intro", "stop", "outro"];

/** "tour-stop", "tour-v-outro", "landing-tour-intro". */
export function tourViewRouteId(mode: TourMode, view: View): string {
  if (mode === "landing") return `${LANDING_TOUR_LAYOUT_ID}-${view}`;
  return `${TOUR_LAYOUT_ID}-${mode === "virtual" ? "v-" : ""}${view}`;
}

const VIEW_OF_ROUTE = new Map(
  MODES.flatMap((mode) => VIEWS.map((view) => [tourViewRouteId(mode, view), { mode, view }])),
);

interface Match {
  id: string;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The tour view among the matched routes (React Router's `matches`, whose typed list may hold
 * gaps); null when the address names none.
 */
export function tourLocationOf(matches: readonly (Match | undefined)[]): TourLocation | null {
  for (const match of matches) {
    const found = match && VIEW_OF_ROUTE.get(match.id);
    if (!found) continue;
    const { tourSlug, stopSlug } = match.params;
    if (tourSlug === undefined) continue;
    if (found.view !== "stop") return { mode: found.mode, tourSlug, screen: { view: found.view } };
    if (stopSlug !== undefined)
      return { mode: found.mode, tourSlug, screen: { view: "stop", stopSlug } };
  }
  return null;
}

/** True on a tour's pages, found or not (the audio player's room, the embed flag). */
export function isTourPage(matches: readonly (Pick<Match, "id"> | undefined)[]): boolean {
  return matches.some(
    (match) => match?.id === TOUR_LAYOUT_ID || match?.id === LANDING_TOUR_LAYOUT_ID,
  );
}
