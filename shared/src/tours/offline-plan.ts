/**
 * What saving a tour for offline use downloads: every address its views, record pages, media,
 * map and code need, with sizes, and a revision that changes whenever any of it changes.
 * Served at GET /api/tours/{id}/offline; the browser stores exactly these answers.
 */

/**
 * "redirect": an address the server answers with a redirect to one of the saved pages: a QR code
 * sign's (/q/{id}), and back-to-start for the tour's first stop's record.
 */
export type OfflineFileKind = "page" | "data" | "media" | "map" | "code" | "redirect";

export interface OfflineFile {
  /** Same-origin path with its query, as the browser will ask for it. */
  url: string;
  kind: OfflineFileKind;
  /** Bytes stored; for pages and their data an estimate (they are rendered on request). */
  bytes: number;
  /** For part of a file (the basemap archive): the Range header the map sends for it. */
  range?: string;
  /**
   * For an image with phone-sized copies: the copies. The browser saves the one its pages would
   * show on its screen in place of the original (web/app/features/offline/screen-copies.ts).
   */
  copies?: OfflineImageCopy[];
  /**
   * For an image the saved pages show only on a tour card (the covers of the other tours the
   * outro and a stop's 'Other Tours for Site' show): the browser saves the copy a card shows
   * rather than a stop's carousel.
   */
  shownIn?: "card";
  /**
   * For a redirect (kind "redirect"): the saved page it leads to. The browser keeps the redirect
   * itself rather than asking for it (asking for a sign's address would count a scan).
   */
  location?: string;
}

/** One of an image's copies (see @tours/shared image-copies), as a saved tour may keep it. */
export interface OfflineImageCopy {
  url: string;
  width: number;
  /** "image/avif" or "image/webp". */
  type: string;
  bytes: number;
}

export interface OfflinePlan {
  tourId: string;
  tourSlug: string;
  title: string;
  /** Changes whenever the tour, its stops, their records, the map or the site's code change. */
  revision: string;
  /** Sum of the files' bytes (an image's original, not its copies). */
  bytes: number;
  files: OfflineFile[];
}

/** React Router's address for a page's loader data (single fetch), its query kept. */
export function pageDataUrl(pageAddress: string): string {
  const queryAt = pageAddress.indexOf("?");
  const path = queryAt < 0 ? pageAddress : pageAddress.slice(0, queryAt);
  const search = queryAt < 0 ? "" : pageAddress.slice(queryAt);
  return `${path === "/" ? "/_root" : path}.data${search}`;
}

/**
 * Where the browser keeps a saved file: its own address, or for part of a file (a Range request,
 * which Cache Storage cannot hold as a 206) the address with the range added as a parameter.
 * The service worker finds a request's saved answer under the same key.
 */
export function offlineCacheKey(url: string, range?: string): string {
  if (!range) return url;
  return `${url}${url.includes("?") ? "&" : "?"}offline-range=${encodeURIComponent(range)}`;
}

/**
 * Cache Storage names: one cache per saved tour and revision, and one index of saved tours. Like
 * every cache of the site they start with "tours-" (web/app/features/offline/cache-names.ts).
 */
export const OFFLINE_INDEX_CACHE = "tours-saved-tours";
export const offlineTourCache = (tourId: string, revision: string) =>
  `tours-saved-tour:${tourId}:${revision}`;
/** The index entry of a saved tour (a JSON SavedTour), inside OFFLINE_INDEX_CACHE. */
export const savedTourKey = (tourId: string) => `/saved-tours/${encodeURIComponent(tourId)}`;

/** What the browser remembers of a tour saved for offline use. */
export interface SavedTour {
  tourId: string;
  tourSlug: string;
  title: string;
  revision: string;
  /** Bytes stored. */
  bytes: number;
  /** ISO date and time of the last complete save. */
  savedAt: string;
  cacheName: string;
}
