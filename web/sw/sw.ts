/// <reference lib="webworker" />
/**
 * The site's service worker (built by build-sw.ts into build/sw/sw.js, served at /sw.js).
 * - The guard runs first and stops every request it refuses (staff traffic, writes, other sites):
 *   they go to the network exactly as sent, never cached.
 * - The precache holds only the shell: the offline page and the code and styles it needs
 *   (PRECACHE_ENTRIES, worked out by build-sw.ts from the build), so installing costs little.
 * - Runtime routes (routes/index.ts, the extension point for offline features) do the rest.
 * - A new version waits until the visitor taps 'Reload' (the page posts SKIP_WAITING); only on a
 *   first install, when no page is controlled yet, does it take over the open pages at once.
 */
import { type PrecacheEntry, Serwist } from "serwist";
import { CACHES } from "../app/features/offline/cache-names";
import {
  forgetSavedTours,
  REPLAY_SIGN_SCANS,
  SAVED_TOURS_CHANGED,
} from "../app/features/offline/saved-answer";
import { bypassesServiceWorker } from "./guard";
import { runtimeRoutes } from "./routes/index";
import { noteSavedTours } from "./routes/saved-tours";
import { replaySignScans } from "./sign-scans";

declare const self: ServiceWorkerGlobalScope;
/** Filled in at build time (build-sw.ts). */
declare const PRECACHE_ENTRIES: PrecacheEntry[];

noteSavedTours();
self.addEventListener("message", (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SAVED_TOURS_CHANGED) {
    forgetSavedTours();
    noteSavedTours();
  }
  if (type === REPLAY_SIGN_SCANS) event.waitUntil(replaySignScans());
});
self.addEventListener("fetch", (event) => {
  noteSavedTours();
  if (!bypassesServiceWorker(event.request, self.location.origin)) return;
  // No respondWith: the browser fetches it itself. No later listener (Serwist's) sees it.
  event.stopImmediatePropagation();
});

const serwist = new Serwist({
  precacheEntries: PRECACHE_ENTRIES,
  precacheOptions: {
    cacheName: CACHES.precache,
    cleanupOutdatedCaches: true,
    // The offline page is opened as /offline?from=…; the shell's files carry no query of their own.
    ignoreURLParametersMatching: [/.*/],
  },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: runtimeRoutes,
});

serwist.addEventListeners();
