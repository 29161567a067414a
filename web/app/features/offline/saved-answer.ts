/**
 * The answer to a request from the tours saved for offline use, for the service worker (no DOM):
 * a page or its loader data (whatever `_routes` it asks for, since the saved copy has them all),
 * a media file, the map's files, and Range requests: the basemap's parts exactly as saved, and any
 * range of a saved audio file (seeking) cut from the whole file as a 206.
 */
import { OFFLINE_INDEX_CACHE, offlineCacheKey, type SavedTour } from "@tours/shared/browser";

/** The message a page posts to its service worker after it changes the saved tours' index. */
export const SAVED_TOURS_CHANGED = "saved-tours-changed";
/** The message a page posts when it is online: send the scans of signs made offline (sign-scans). */
export const REPLAY_SIGN_SCANS = "replay-sign-scans";

/**
 * How long one reading of the saved tours' index serves: a page opened offline asks for a dozen
 * files at once, and each would otherwise read the index and open every tour's cache again. A
 * page that saves or removes a tour tells the worker at once (forgetSavedTours); one it cannot
 * tell (no controlling worker yet) shows within this time.
 */
const INDEX_KEPT_MS = 1_000;
let kept: { storage: CacheStorage; readAt: number; caches: Promise<Cache[]> } | undefined;

/** Pages say so when they save or remove a tour (SAVED_TOURS_CHANGED): read the index anew. */
export function forgetSavedTours(): void {
  kept = undefined;
}

/** The caches of the tours saved, read from their index at most once per INDEX_KEPT_MS. */
export function savedCachesKept(cacheStorage: CacheStorage): Promise<Cache[]> {
  const now = Date.now();
  if (!kept || kept.storage !== cacheStorage || now - kept.readAt > INDEX_KEPT_MS) {
    kept = { storage: cacheStorage, readAt: now, caches: savedCaches(cacheStorage) };
  }
  return kept.caches;
}

async function savedCaches(cacheStorage: CacheStorage): Promise<Cache[]> {
  if (!(await cacheStorage.has(OFFLINE_INDEX_CACHE))) return [];
  const index = await cacheStorage.open(OFFLINE_INDEX_CACHE);
  const entries = await Promise.all(
    (await index.keys()).map(async (key) => (await index.match(key))?.json() as Promise<SavedTour>),
  );
  return Promise.all(entries.filter(Boolean).map((tour) => cacheStorage.open(tour.cacheName)));
}

async function firstMatch(caches: Cache[], key: string): Promise<Response | undefined> {
  for (const cache of caches) {
    const found = await cache.match(key);
    if (found) return found;
  }
  return undefined;
}

/**
 * The parts of a query a saved page may be kept under, most first: the landing flow's tour and
 * record (back-to-start, whose question names the record's stop), then its tour alone (the sound
 * cue, kept once for any record: its links take up the address's record).
 */
const SAVED_QUERIES = [new Set(["tour", "record"]), new Set(["tour"])];

/**
 * The addresses a saved copy may be under, best first: as asked (loader data whatever `_routes`
 * it names), then with only the landing flow's choice of tour and record, then its tour alone (a
 * campaign or embed flag dropped), then the plain page.
 */
function candidateKeys(url: URL): string[] {
  const path = url.pathname;
  const asked = new URLSearchParams(url.search);
  asked.delete("_routes");
  const kept = SAVED_QUERIES.map(
    (names) => new URLSearchParams([...asked].filter(([name]) => names.has(name))),
  );
  const at = (query: URLSearchParams) => (query.size > 0 ? `${path}?${query}` : path);
  return [...new Set([at(asked), ...kept.map(at), path])];
}

/** [start, end] inclusive, or undefined for a range this cannot answer. */
export function parseRange(header: string, size: number): [number, number] | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [, from, to] = match;
  if (from === "") {
    const suffix = Math.min(Number(to), size);
    return suffix > 0 ? [size - suffix, size - 1] : undefined;
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end ? [start, end] : undefined;
}

async function partOf(whole: Response, header: string): Promise<Response> {
  // As a Blob, a narration of megabytes is cut where Cache Storage keeps it, not read into
  // memory first: each seek (and the first play, `bytes=0-`) starts at once.
  const body = await whole.blob();
  const range = parseRange(header, body.size);
  if (!range) {
    return new Response(null, {
      status: 416,
      headers: { "content-range": `bytes */${body.size}` },
    });
  }
  const [start, end] = range;
  const headers = new Headers(whole.headers);
  headers.set("content-range", `bytes ${start}-${end}/${body.size}`);
  headers.set("content-length", String(end - start + 1));
  return new Response(body.slice(start, end + 1), { status: 206, headers });
}

function asPartial(saved: Response): Response {
  const headers = new Headers(saved.headers);
  headers.set("content-range", headers.get("x-offline-content-range") ?? "");
  headers.delete("x-offline-content-range");
  return new Response(saved.body, { status: 206, headers });
}

export async function savedAnswer(
  request: Request,
  cacheStorage: CacheStorage = caches,
): Promise<Response | undefined> {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  const caches = await savedCachesKept(cacheStorage);
  if (caches.length === 0) return undefined;
  const range = request.headers.get("range");
  if (range) {
    const part = await firstMatch(caches, offlineCacheKey(`${url.pathname}${url.search}`, range));
    if (part) return asPartial(part);
    const whole = await firstMatch(caches, `${url.pathname}${url.search}`);
    return whole ? partOf(whole, range) : undefined;
  }
  for (const key of candidateKeys(url)) {
    const found = await firstMatch(caches, key);
    if (found) return found;
  }
  return undefined;
}
