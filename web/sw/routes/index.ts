/**
 * The service worker's runtime routes, in order: the first whose matcher accepts a request
 * answers it. Requests no route accepts go to the network untouched (audio, video, map files,
 * the public API, other sites).
 *
 * EXTENSION POINT (saved tours and other offline features): write a module here exporting
 * `RuntimeCaching[]` (e.g. `routes/saved-tours.ts`: cache-first from the tour's own cache, audio
 * through Serwist's RangeRequestsPlugin so seeking works offline, map tiles, the tour's pages and
 * `.data`), and spread it into `featureRoutes` below. Feature routes come before the general
 * ones, so a saved tour's page is answered from its cache before the network-first page route
 * is asked. None of this can reach staff traffic: sw.ts runs the guard (guard.ts) before any
 * route and stops the event for what it refuses.
 */
import type { RuntimeCaching } from "serwist";
import { assetRoutes } from "./assets";
import { mediaImageRoutes } from "./media-images";
import { pageRoutes } from "./pages";
import { savedTourRoutes } from "./saved-tours";

/** Routes of offline features, asked first. */
const featureRoutes: RuntimeCaching[] = [...savedTourRoutes];

export const runtimeRoutes: RuntimeCaching[] = [
  ...featureRoutes,
  ...assetRoutes,
  ...pageRoutes,
  ...mediaImageRoutes,
];
