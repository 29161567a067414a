/**
 * A page the visitor opens with no connection and no kept copy: instead of the browser's error,
 * the offline page (precached). It is reached by a redirect rather than served in place, so the
 * app starts on the route it was rendered for, and it carries the address the visitor wanted
 * (`?from=`) for its Try again.
 */
import type { SerwistPlugin } from "serwist";
import { OFFLINE_PATH } from "../app/features/offline/cache-names";

export function offlineRedirectUrl(requestUrl: string): string | undefined {
  const url = new URL(requestUrl);
  // The offline page itself failing (not precached yet): nothing better to show than the error.
  if (url.pathname === OFFLINE_PATH) return undefined;
  const from = encodeURIComponent(url.pathname + url.search);
  return new URL(`${OFFLINE_PATH}?from=${from}`, url.origin).href;
}

/** For navigations only: when the network and the cache both fail, go to the offline page. */
export const offlineFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const location = offlineRedirectUrl(request.url);
    return location ? Response.redirect(location, 302) : undefined;
  },
};
