/**
 * Names of this site's Cache Storage caches, shared by the service worker (web/sw) and the pages.
 * Every cache the site makes starts with CACHE_PREFIX, so the kill switch and tests can find them.
 */
export const CACHE_PREFIX = "tours-";

export const CACHES = {
  /** The offline page and the code and styles it needs (Serwist's precache, per build). */
  precache: `${CACHE_PREFIX}precache`,
  /** Hashed /assets/* files met while browsing, cache first. */
  assets: `${CACHE_PREFIX}assets`,
  /** Public pages and their .data answers, network first; kept for reading offline. */
  pages: `${CACHE_PREFIX}pages`,
  /** Images under /media/, stale while revalidate (never audio). */
  images: `${CACHE_PREFIX}images`,
} as const;

/** Saved tours: OFFLINE_INDEX_CACHE and offlineTourCache in @tours/shared (offline-plan.ts). */

/** Where a navigation that can be answered neither by the network nor by a cache is sent. */
export const OFFLINE_PATH = "/offline";
