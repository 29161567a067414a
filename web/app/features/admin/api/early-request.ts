/**
 * On an admin page's first load, a screen's data can be asked for by the route's clientLoader,
 * while the screen is still being drawn, instead of after its first render: the records archive
 * and a large tour are then on their way a few hundred milliseconds sooner. Only before the
 * admin data cache exists: once it does, the cache decides what to fetch.
 */
import { adminRequest } from "./admin-api";
import { storedToken } from "./session";

const started = new Map<string, Promise<unknown>>();
let cacheExists = false;

/** Called when the admin data cache is created: from then on, screens fetch through it alone. */
export function markAdminCacheCreated() {
  cacheExists = true;
}

/** Starts GET `path` now, for the screen about to ask for it (a route's clientLoader). */
export function requestEarly(path: string) {
  if (cacheExists || started.has(path) || !storedToken()) return;
  const request = adminRequest(path);
  request.catch(() => undefined); // Handled where it is taken; it may also never be.
  started.set(path, request);
}

/**
 * GET `path`: the early request's answer when one was started, otherwise a new request. A failed
 * early request is made again, so the failure reaches the screen (and a 401 the sign-in) as usual.
 */
export function takeEarly<T>(path: string, signal?: AbortSignal): Promise<T> {
  const early = started.get(path) as Promise<T> | undefined;
  started.delete(path);
  const fresh = () => adminRequest<T>(path, { signal });
  return early ? early.catch(fresh) : fresh();
}
