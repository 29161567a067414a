/**
 * Requests the service worker must leave alone: they go to the network exactly as the page sent
 * them, are never answered from a cache and never stored. Staff traffic (the admin pages, the
 * admin API, anything carrying a staff token), every write, other sites' addresses, and requests
 * made with `cache: "reload"`: a fresh copy from the server, which is how 'Save for offline'
 * fetches a tour's files (so they are not stored twice, and a weak signal never puts an older
 * kept copy into the saved tour).
 */
import { isStaffPath } from "@tours/shared/browser";

const STAFF_HEADERS = ["authorization", "x-local-token"];

/** True when the request must bypass the service worker entirely. */
export function bypassesServiceWorker(request: Request, origin: string): boolean {
  if (request.method !== "GET" || request.cache === "reload") return true;
  if (STAFF_HEADERS.some((name) => request.headers.has(name))) return true;
  const url = new URL(request.url);
  if (url.origin !== origin) return true;
  // The path as the server reads it: `/admin%2F…`, `//admin` and `/ADMIN` still count as staff.
  const pathname = safeDecode(url.pathname).replace(/^\/+/, "/").toLowerCase();
  return isStaffPath(pathname);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
