/** Which answers the runtime caches may keep: a plain 200 the server allows to be stored. */
import type { SerwistPlugin } from "serwist";

export function isCacheable(response: Response): boolean {
  if (response.status !== 200 || response.type === "opaque") return false;
  if (response.headers.has("content-range")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/i.test(cacheControl)) return false;
  return response.headers.get("vary")?.trim() !== "*";
}

/** Every runtime route stores only what isCacheable allows. */
export const onlyCacheable: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheable(response) ? response : null),
};
