/**
 * Uploaded images (/media/…) shown by the pages: the kept copy at once, refreshed behind it,
 * bounded; with no network and nothing kept at that size, a saved tour's copy of the same photo
 * at another size. Audio and video are left to the network (and to saved tours, which keep their own).
 */
import { ExpirationPlugin, type RuntimeCaching, StaleWhileRevalidate } from "serwist";
import { CACHES } from "../../app/features/offline/cache-names";
import { savedImageCopy } from "../../app/features/offline/saved-image-copy";
import { onlyCacheable } from "../cacheable";
import { savedTourCopies } from "./saved-tours";

export const mediaImageRoutes: RuntimeCaching[] = [
  {
    matcher: ({ url, request, sameOrigin }) =>
      sameOrigin &&
      url.pathname.startsWith("/media/") &&
      request.destination === "image" &&
      !request.headers.has("range"),
    handler: new StaleWhileRevalidate({
      cacheName: CACHES.images,
      plugins: [
        savedTourCopies,
        { handlerDidError: async ({ request }) => savedImageCopy(request) },
        onlyCacheable,
        new ExpirationPlugin({
          maxEntries: 120,
          maxAgeSeconds: 30 * 24 * 60 * 60,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  },
];
