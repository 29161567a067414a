/** Hashed build files (/assets/*) never change under their name: cache first, bounded. */
import { CacheFirst, ExpirationPlugin, type RuntimeCaching } from "serwist";
import { CACHES } from "../../app/features/offline/cache-names";
import { onlyCacheable } from "../cacheable";
import { savedTourCopies } from "./saved-tours";

export const assetRoutes: RuntimeCaching[] = [
  {
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
    handler: new CacheFirst({
      cacheName: CACHES.assets,
      plugins: [
        savedTourCopies,
        onlyCacheable,
        // About two builds' worth of page code; the oldest unused files go first.
        new ExpirationPlugin({
          maxEntries: 200,
          maxAgeSeconds: 60 * 24 * 60 * 60,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  },
];
