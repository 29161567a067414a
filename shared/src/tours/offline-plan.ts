/**
 * What saving a tour for offline use downloads: every address its views, record pages, media,
 * map and code need, with sizes, and a revision that changes whenever any of it changes.
 * Served at GET /api/tours/{id}/offline; the browser stores exactly these answers.
 */

export type OfflineFileKind = "page" | "data" | "media" | "map" | "code";

export interface OfflineFile {
  /** Same-origin path with its query, as the browser will ask for it. */
  url: string;
  kind: OfflineFileKind;
  /** Bytes stored; for pages and their data an estimate (they are rendered on request). */
  bytes: number;
  /** For part of a file (the basemap archive): the Range header the map sends for it. */
  range?: string;
}

export interface OfflinePlan {
  tourId: string;
  tourSlug: string;
  title: string;
  /** Changes whenever the tour, its stops, their records, the map or the site's code change. */
  revision: string;
  /** Sum of the files' bytes. */
  bytes: number;
  files: OfflineFile[];
}

/** React Router's address for a page's loader data (single fetch). */
export function pageDataUrl(pagePath: string): string {
  return pagePath === "/" ? "/_root.data" : `${pagePath}.data`;
}
