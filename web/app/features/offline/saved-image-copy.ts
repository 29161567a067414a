/**
 * With no network, a photo the page asks for at a size the saved tour did not keep (the phone
 * turned since it was saved, the lightbox's widest copy, a page that names the original): the
 * saved copy of the same photo, the narrowest at least as wide as asked, else the widest kept, or
 * the original if that is what was kept. Browsers draw the bytes whatever format the page's
 * <source> expected. For the service worker (no DOM).
 */
import { parseImageCopyKey } from "@tours/shared/browser";
import { savedCachesKept } from "./saved-answer";

interface Kept {
  request: Request;
  cache: Cache;
  /** The copy's width; Infinity for the original. */
  width: number;
}

export async function savedImageCopy(
  request: Request,
  cacheStorage: CacheStorage = caches,
): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (request.method !== "GET" || !pathname.startsWith("/media/")) return undefined;
  const asked = parseImageCopyKey(pathname);
  const original = asked?.original ?? pathname;
  const kept: Kept[] = [];
  for (const cache of await savedCachesKept(cacheStorage)) {
    for (const key of await cache.keys()) {
      const path = new URL(key.url).pathname;
      const copy = parseImageCopyKey(path);
      if (path === original) kept.push({ request: key, cache, width: Infinity });
      else if (copy?.original === original) kept.push({ request: key, cache, width: copy.width });
    }
  }
  kept.sort((a, b) => a.width - b.width);
  const wanted = asked?.width ?? Infinity;
  const best = kept.find((candidate) => candidate.width >= wanted) ?? kept.at(-1);
  return best && best.cache.match(best.request);
}
