/**
 * Tours saved for offline use (web/app/features/offline/save-tour.ts keeps each in a cache of its
 * own, answered by saved-answer.ts):
 * - `savedTourCopies` goes on every strategy that keeps copies: whenever one reads its cache (a
 *   page or its data with no network, code, an image), a saved tour's copy comes first, so a saved
 *   tour offline is all one saved revision, never mixed with older pages read online;
 * - audio, video and the map's files, which no other route keeps, go to the network and, when it
 *   fails, to the saved copy: seeks in a narration and the basemap's ranges are answered as 206s.
 */
import { OFFLINE_INDEX_CACHE } from "@tours/shared/browser";
import { NetworkOnly, type RuntimeCaching, type SerwistPlugin } from "serwist";
import { savedAnswer } from "../../app/features/offline/saved-answer";

/**
 * Whether any tour is saved, looked up again on every request for the next one: with none saved,
 * audio, video and map requests are not touched at all (the browser fetches them itself).
 */
let toursSaved = false;
export function noteSavedTours(): void {
  void caches.has(OFFLINE_INDEX_CACHE).then((found) => (toursSaved = found));
}

export const savedTourCopies: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    (await savedAnswer(request)) ?? cachedResponse,
};

export const savedTourRoutes: RuntimeCaching[] = [
  {
    matcher: ({ url, request, sameOrigin }) =>
      toursSaved &&
      sameOrigin &&
      (url.pathname.startsWith("/map/") ||
        (url.pathname.startsWith("/media/") &&
          (request.destination !== "image" || request.headers.has("range")))),
    handler: new NetworkOnly({
      plugins: [{ handlerDidError: async ({ request }) => savedAnswer(request) }],
    }),
  },
];
