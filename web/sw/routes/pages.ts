/**
 * Public pages, their React Router data (`.data`) and their stops' details: network first, so an online visitor always
 * gets the current page, with a short wait before a kept copy is shown on a weak signal. Every
 * page read online is kept (bounded), so it stays readable offline for a while.
 */
import { STOP_DETAILS_PATH } from "@tours/shared/browser";
import { ExpirationPlugin, NetworkFirst, type RuntimeCaching } from "serwist";
import { CACHES } from "../../app/features/offline/cache-names";
import { onlyCacheable } from "../cacheable";
import { savedTourCopies } from "./saved-tours";
import { offlineFallback } from "../offline-fallback";
import { queueSignScans } from "../sign-scans";

/** How long a navigation waits for the network before a kept copy is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;

const keptPages = () =>
  new ExpirationPlugin({
    maxEntries: 80,
    maxAgeSeconds: 14 * 24 * 60 * 60,
    purgeOnQuotaError: true,
  });

export const pageRoutes: RuntimeCaching[] = [
  {
    matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
    handler: new NetworkFirst({
      cacheName: CACHES.pages,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [savedTourCopies, queueSignScans, onlyCacheable, keptPages(), offlineFallback],
    }),
  },
  {
    // Client-side navigation fetches /{path}.data (and /_root.data for the home page); a tour's
    // screen fetches the details of the stops its page does not carry.
    matcher: ({ url, sameOrigin }) =>
      sameOrigin && (url.pathname.endsWith(".data") || url.pathname === STOP_DETAILS_PATH),
    handler: new NetworkFirst({
      cacheName: CACHES.pages,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [savedTourCopies, onlyCacheable, keptPages()],
    }),
  },
];
