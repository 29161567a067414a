/**
 * Every public address of the site (SPEC §2), built and read here and nowhere else: the tours list,
 * a tour's views in its three ways, records, the QR landing pages, QR short links and search.
 * These URLs are a public contract (printed QR signs point at them). A slug or id is one path
 * segment, encoded; the landing selection and search keyword ride in the query string.
 */

/** In person on the street, virtually from anywhere, or in person after a QR scan. */
export type TourMode = "in-person" | "virtual" | "landing";

export type TourScreen = { view: "intro" } | { view: "stop"; stopSlug: string } | { view: "outro" };

export interface TourLocation {
  mode: TourMode;
  tourSlug: string;
  screen: TourScreen;
}

/** Every page with an address of its own, as parsePublicPath reads it. */
export type PublicPage =
  | { kind: "tours"; category: string | null }
  | ({ kind: "tour"; record: string | null } & TourLocation)
  | { kind: "records"; page: number }
  | { kind: "record"; slug: string }
  | { kind: "welcome"; recordSlug: string }
  | { kind: "select-tour"; recordId: string }
  | ({ kind: "audio-cue" } & LandingSelection)
  | ({ kind: "back-to-start" } & LandingSelection)
  | { kind: "qr-code"; id: string }
  | { kind: "search"; keyword: string | null };

/** What the landing pages after a scan carry: `tour` = tour slug, `record` = record id. */
export interface LandingSelection {
  tour: string | null;
  record: string | null;
}

const LANDING = "/landing/walking-tours";
/** Words of a tour's own addresses (…/outro, /tours/{tour}/v/…), so never stop slugs. */
const OUTRO = "outro";
const VIRTUAL = "v";
const CATEGORY_PARAM = "cat";
const KEYWORD_PARAM = "keyword";
/** On select-tour: its cards lead to the record's stop ('Hear the Story'), not the tour's intro. */

export const INTRO: TourScreen = { view: "intro" };
export const OUTRO_SCREEN: TourScreen = { view: "outro" };
export const stopScreen = (stopSlug: string): TourScreen => ({ view: "stop", stopSlug });

/** The tours list, filtered to one category or not. */
export const toursPath = (category?: string | null) => `/tours${param(CATEGORY_PARAM, category)}`;

/** A view of a tour; in landing mode the scanned record's id rides along as ?record=. */
export function tourPath(
  mode: TourMode,
  tourSlug: string,
  screen: TourScreen = INTRO,
  record?: string | null,
): string {
  const base =
    mode === "landing"
      ? `${LANDING}/tours/${segment(tourSlug)}`
      : `/tours/${segment(tourSlug)}${mode === "virtual" ? `/${VIRTUAL}` : ""}`;
  const view =
    screen.view === "intro" ? "" : `/${screen.view === "outro" ? OUTRO : segment(screen.stopSlug)}`;
  return `${base}${view}${mode === "landing" ? query({ record }) : ""}`;
}

/** The records list, at one of its pages (the first needs no number). */
export const recordsPath = (page = 1) => `/records${page > 1 ? `?page=${page}` : ""}`;

export const recordPath = (slug: string) => `/records/${segment(slug)}`;

/** The page a record's QR sign opens (by way of its short link). */
export const welcomePath = (recordSlug: string) => `${LANDING}/${segment(recordSlug)}`;

/** The choice of tours for a record on several. */
export const selectTourPath = (recordId: string) => `${LANDING}/${segment(recordId)}/select-tour`;

export const audioCuePath = (tourSlug: string, record?: string | null) =>
  `${LANDING}/audio-cue${query({ tour: tourSlug, record })}`;

export const backToStartPath = (tourSlug: string, record?: string | null) =>
  `${LANDING}/back-to-start${query({ tour: tourSlug, record })}`;

/**
 * A stop's details (narrative, record, transcript…) as JSON: a tour's page carries them only for
 * the stops around the one it shows, and the page fetches the others from here.
 */
export const STOP_DETAILS_PATH = "/stop-details.json";

export const stopDetailsPath = (tourSlug: string, stopSlug: string) =>
  `${STOP_DETAILS_PATH}${query({ tour: tourSlug, stop: stopSlug })}`;

/**
 * A stop's static next-stop map (SVG): per tour and stop, so its answers can be cached; under
 * /map/ with the map's other files, which the service worker answers from a saved tour offline.
 */
export const nextStopMapPath = (tourId: string, stopId: string) =>
  `/map/tours/${encodeURIComponent(tourId)}/stops/${encodeURIComponent(stopId)}/next-stop-map.svg`;

/** The tour and stop slugs a stop details address asks for, blank values as absent. */
export function readStopDetailsQuery(search: URLSearchParams): {
  tour: string | null;
  stop: string | null;
} {
  return { tour: nonEmpty(search.get("tour")), stop: nonEmpty(search.get("stop")) };
}

/** The short, stable address a printed QR code encodes. */
export const qrCodePath = (id: string) => `/q/${segment(id)}`;

/** The same as a full address on the site at `siteUrl` (which may end in a slash). */
export const qrCodeUrl = (siteUrl: string, id: string) =>
  `${siteUrl.replace(/\/+$/, "")}${qrCodePath(id)}`;

/**
 * The header a scan of a sign kept offline (by the service worker) carries when it is sent: the
 * time it was made, so that the scan is counted as of then.
 */
export const SCANNED_AT_HEADER = "x-scanned-at";

export const searchPath = (keyword?: string | null) => `/search${param(KEYWORD_PARAM, keyword)}`;

/** The landing selection in a query string, blank values as absent. */
export function readLandingSelection(search: URLSearchParams): LandingSelection {
  return { tour: nonEmpty(search.get("tour")), record: nonEmpty(search.get("record")) };
}

/** What page a site path (with its query string, if any) shows; null for other addresses. */
export function parsePublicPath(address: string): PublicPage | null {
  const url = new URL(address, "http://site.invalid");
  const search = url.searchParams;
  const parts = url.pathname.split("/").filter(Boolean).map(decode);
  const [first, ...rest] = parts;
  if (first === "tours") {
    if (rest.length === 0) return { kind: "tours", category: nonEmpty(search.get(CATEGORY_PARAM)) };
    return tourPage(rest, false, search);
  }
  if (first === "records" && rest.length === 0) {
    return {
      kind: "records",
      page: Math.max(1, Number.parseInt(search.get("page") ?? "", 10) || 1),
    };
  }
  if (first === "records" && rest.length === 1) return { kind: "record", slug: rest[0]! };
  if (first === "q" && rest.length === 1) return { kind: "qr-code", id: rest[0]! };
  if (first === "search" && rest.length === 0) {
    return { kind: "search", keyword: nonEmpty(search.get(KEYWORD_PARAM)) };
  }
  if (first === "landing" && rest[0] === "walking-tours") return landingPage(rest.slice(1), search);
  return null;
}

function landingPage(parts: string[], search: URLSearchParams): PublicPage | null {
  const [first, second] = parts;
  if (first === undefined) return null;
  if (first === "tours") return tourPage(parts.slice(1), true, search);
  if (parts.length === 2 && second === "select-tour") {
    return { kind: "select-tour", recordId: first };
  }
  if (parts.length !== 1) return null;
  if (first === "audio-cue" || first === "back-to-start") {
    return { kind: first, ...readLandingSelection(search) };
  }
  return { kind: "welcome", recordSlug: first };
}

function tourPage(parts: string[], landing: boolean, search: URLSearchParams): PublicPage | null {
  const [tourSlug, ...rest] = parts;
  if (tourSlug === undefined) return null;
  const virtual = !landing && rest[0] === VIRTUAL;
  const [view, extra] = virtual ? rest.slice(1) : rest;
  if (extra !== undefined) return null;
  const mode: TourMode = landing ? "landing" : virtual ? "virtual" : "in-person";
  const screen = view === undefined ? INTRO : view === OUTRO ? OUTRO_SCREEN : stopScreen(view);
  const record = landing ? nonEmpty(search.get("record")) : null;
  return { kind: "tour", mode, tourSlug, screen, record };
}

/** One parameter, spaces as %20 (the tours and search addresses have always been written so). */
const param = (name: string, value: string | null | undefined) =>
  value ? `?${name}=${encodeURIComponent(value)}` : "";

/** Landing parameters, spaces as + (URLSearchParams). */
function query(values: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

const segment = (value: string) => encodeURIComponent(value);

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
