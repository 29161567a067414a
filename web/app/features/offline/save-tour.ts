/**
 * Saves a tour for offline use in Cache Storage, from the server's plan of what it needs
 * (GET /api/tours/{id}/offline). Files go into a new cache for the plan's revision; only when all
 * of them are in does the saved-tours index point at it, and the previous copy is deleted. A
 * cancelled, failed or over-quota save deletes what it stored, so a tour is never half saved and a
 * refresh is never half old and half new.
 */
import {
  OFFLINE_INDEX_CACHE,
  offlineCacheKey,
  offlineTourCache,
  savedTourKey,
  type OfflineFile,
  type OfflinePlan,
  type SavedTour,
} from "@tours/shared/browser";
import { SAVED_TOURS_CHANGED } from "./saved-answer";
import { planForScreen, thisScreen } from "./screen-copies";

/**
 * The server's plan for saving a tour, each photo at the size this screen shows it;
 * "gone" when the server no longer has the tour.
 */
export async function fetchPlan(tourId: string): Promise<OfflinePlan | "gone"> {
  const response = await fetch(`/api/tours/${encodeURIComponent(tourId)}/offline`);
  if (response.status === 404) return "gone";
  if (!response.ok) throw new Error(`The tour's files could not be listed (${response.status}).`);
  return planForScreen((await response.json()) as OfflinePlan, await thisScreen());
}

export interface SaveProgress {
  /** 0 to 1: `bytes` of `total`. */
  fraction: number;
  /** Bytes received and stored so far. */
  bytes: number;
  /**
   * Bytes the saved tour will take: those received, and the plan's sizes of the files still to
   * come. The plan's total as long as the files are the sizes it says, so never below `bytes`.
   */
  total: number;
}

/** Not enough storage: `needed` bytes more would have to be free. */
export class StorageFullError extends Error {
  constructor(readonly needed: number) {
    super(`Saving needs ${formatMegabytes(needed, Math.ceil)} more storage space.`);
    this.name = "StorageFullError";
  }
}

/** "6.8 MB", "24 MB"; a shortfall is rounded up (`Math.ceil`), so it never reads "0.0 MB". */
export function formatMegabytes(bytes: number, round = Math.round): string {
  const mb = bytes / 1_000_000;
  return mb < 10 ? `${(round(mb * 10) / 10).toFixed(1)} MB` : `${round(mb)} MB`;
}

export interface SaveOptions {
  signal?: AbortSignal;
  onProgress?: (progress: SaveProgress) => void;
  /** For tests; the browser's own by default. */
  cacheStorage?: CacheStorage;
  fetcher?: typeof fetch;
  storage?: Pick<StorageManager, "estimate" | "persist">;
}

/** Files fetched at once: enough to keep a phone's connection busy, few enough to cancel fast. */
const PARALLEL = 4;

/**
 * A Range answer cannot be stored as a 206; it is kept as a 200 of those bytes, with the range it
 * answered, and the service worker answers the map's Range request with it as a 206 again.
 */
async function storedResponse(file: OfflineFile, response: Response): Promise<Response> {
  if (!file.range) return response;
  const headers = new Headers(response.headers);
  headers.set("x-offline-content-range", response.headers.get("content-range") ?? "");
  return new Response(await response.arrayBuffer(), { status: 200, headers });
}

/**
 * A redirect (a QR code sign's address, say) is kept as made here: asking the server for a sign's
 * address would count a scan.
 */
const savedRedirect = (file: OfflineFile) =>
  new Response(null, { status: 302, headers: { location: file.location ?? "/" } });

async function fetchFile(fetcher: typeof fetch, file: OfflineFile, signal?: AbortSignal) {
  const headers: HeadersInit = file.range ? { range: file.range } : {};
  // "reload": from the server, past the service worker's kept copies (see web/sw/guard.ts).
  const response = await fetcher(file.url, {
    headers,
    signal,
    credentials: "same-origin",
    cache: "reload",
  });
  const expected = file.range ? 206 : 200;
  if (response.status !== expected) {
    throw new Error(`${file.url} could not be saved (${response.status}).`);
  }
  return response;
}

async function checkRoom(storage: SaveOptions["storage"], bytes: number) {
  if (!storage) return;
  // Asked for, not required: without it the browser may clear the tour when space runs low.
  await storage.persist().catch(() => false);
  const { quota, usage } = await storage.estimate();
  if (quota !== undefined && usage !== undefined && quota - usage < bytes) {
    throw new StorageFullError(bytes - (quota - usage));
  }
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === "QuotaExceededError";

/** Saves in progress by cache name: a second save of the same revision joins the first. */
const inFlight = new Map<string, Promise<SavedTour>>();

export function saveTour(plan: OfflinePlan, options: SaveOptions = {}): Promise<SavedTour> {
  const cacheName = offlineTourCache(plan.tourId, plan.revision);
  const running = inFlight.get(cacheName);
  if (running) return running;
  const save = saveFiles(plan, cacheName, options).finally(() => inFlight.delete(cacheName));
  inFlight.set(cacheName, save);
  return save;
}

async function saveFiles(
  plan: OfflinePlan,
  cacheName: string,
  options: SaveOptions,
): Promise<SavedTour> {
  const cacheStorage = options.cacheStorage ?? caches;
  const fetcher = options.fetcher ?? fetch.bind(globalThis);
  const storage =
    options.storage ?? (typeof navigator === "undefined" ? undefined : navigator.storage);
  await checkRoom(storage, plan.bytes);
  const cache = await cacheStorage.open(cacheName);
  let received = 0;
  /** The plan's bytes of the files not yet stored. */
  let remaining = plan.files.reduce((sum, file) => sum + file.bytes, 0);
  const queue = [...plan.files];
  try {
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        options.signal?.throwIfAborted();
        const response =
          file.kind === "redirect"
            ? savedRedirect(file)
            : await storedResponse(file, await fetchFile(fetcher, file, options.signal));
        const body = await response.clone().arrayBuffer();
        await cache.put(offlineCacheKey(file.url, file.range), response);
        remaining -= file.bytes;
        received += body.byteLength;
        const total = received + remaining;
        options.onProgress?.({ fraction: total ? received / total : 1, bytes: received, total });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    options.signal?.throwIfAborted();
  } catch (error) {
    await cacheStorage.delete(cacheName);
    if (isQuotaError(error)) throw new StorageFullError(remaining);
    throw error;
  }

  const saved: SavedTour = {
    tourId: plan.tourId,
    tourSlug: plan.tourSlug,
    title: plan.title,
    revision: plan.revision,
    bytes: received,
    savedAt: new Date().toISOString(),
    cacheName,
  };
  const index = await cacheStorage.open(OFFLINE_INDEX_CACHE);
  await index.put(savedTourKey(plan.tourId), Response.json(saved));
  announceChange();
  await deleteOtherCopies(cacheStorage, plan.tourId, cacheName);
  return saved;
}

/** The service worker keeps the index it read for a moment; a change must reach it at once. */
function announceChange(): void {
  if (typeof navigator === "undefined") return;
  navigator.serviceWorker?.controller?.postMessage({ type: SAVED_TOURS_CHANGED });
}

async function deleteOtherCopies(cacheStorage: CacheStorage, tourId: string, keep?: string) {
  const prefix = offlineTourCache(tourId, "");
  for (const name of await cacheStorage.keys()) {
    if (name.startsWith(prefix) && name !== keep) await cacheStorage.delete(name);
  }
}

/** Removes a saved tour: its index entry first, so nothing points at a copy being deleted. */
export async function removeSavedTour(tourId: string, cacheStorage: CacheStorage = caches) {
  const index = await cacheStorage.open(OFFLINE_INDEX_CACHE);
  await index.delete(savedTourKey(tourId));
  announceChange();
  await deleteOtherCopies(cacheStorage, tourId);
}

/** Every saved tour, most recently saved first. */
export async function listSavedTours(cacheStorage: CacheStorage = caches): Promise<SavedTour[]> {
  if (!(await cacheStorage.has(OFFLINE_INDEX_CACHE))) return [];
  const index = await cacheStorage.open(OFFLINE_INDEX_CACHE);
  const tours = await Promise.all(
    (await index.keys()).map(async (key) => (await (await index.match(key))?.json()) as SavedTour),
  );
  return tours.filter(Boolean).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}
