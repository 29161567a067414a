/**
 * Where a tour address points (SPEC §2 Tour screens, Landing routes): which tour, which way of
 * taking it, and which view. The outro lives at …/outro, so "outro" and "v" are not stop slugs.
 */

/** In person on the street, virtually from anywhere, or in person after a QR scan. */
export type TourMode = "in-person" | "virtual" | "landing";

export type TourScreen = { view: "intro" } | { view: "stop"; stopSlug: string } | { view: "outro" };

export interface TourLocation {
  mode: TourMode;
  tourSlug: string;
  screen: TourScreen;
}

const LANDING_PREFIX = "/landing/walking-tours/tours/";
const TOURS_PREFIX = "/tours/";

export function parseTourPath(pathname: string): TourLocation | null {
  const landing = pathname.startsWith(LANDING_PREFIX);
  const prefix = landing ? LANDING_PREFIX : TOURS_PREFIX;
  if (!pathname.startsWith(prefix)) return null;
  const parts = pathname.slice(prefix.length).split("/").filter(Boolean).map(decode);
  const [tourSlug, ...rest] = parts;
  if (!tourSlug) return null;
  const virtual = !landing && rest[0] === "v";
  const [view, extra] = virtual ? rest.slice(1) : rest;
  if (extra !== undefined) return null;
  const mode: TourMode = landing ? "landing" : virtual ? "virtual" : "in-person";
  const screen: TourScreen =
    view === undefined
      ? { view: "intro" }
      : view === "outro"
        ? { view: "outro" }
        : { view: "stop", stopSlug: view };
  return { mode, tourSlug, screen };
}

/** The address of a view of a tour in a given mode (without query string). */
export function tourHref(mode: TourMode, tourSlug: string, screen: TourScreen): string {
  const base =
    mode === "landing"
      ? `${LANDING_PREFIX}${tourSlug}`
      : `${TOURS_PREFIX}${tourSlug}${mode === "virtual" ? "/v" : ""}`;
  if (screen.view === "intro") return base;
  if (screen.view === "outro") return `${base}/outro`;
  return `${base}/${screen.stopSlug}`;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
