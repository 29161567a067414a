import {
  OFFLINE_INDEX_CACHE,
  offlineCacheKey,
  type OfflineFile,
  type OfflinePlan,
} from "@tours/shared/browser";
import { describe, expect, it } from "vitest";
import { MemoryCaches } from "../../../test-support/memory-caches";
import { listSavedTours, removeSavedTour, saveTour, StorageFullError } from "./save-tour";

const files: OfflineFile[] = [
  { url: "/tours/t", kind: "page", bytes: 100 },
  { url: "/media/media/a.mp3", kind: "media", bytes: 1000 },
  { url: "/map/basemap.pmtiles?v=1", kind: "map", bytes: 50, range: "bytes=0-49" },
  { url: "/q/sign-1", kind: "redirect", bytes: 0, location: "/landing/walking-tours/r?c=sign" },
];
const plan = (revision: string, list = files): OfflinePlan => ({
  tourId: "t1",
  tourSlug: "t",
  title: "The tour",
  revision,
  bytes: list.reduce((sum, f) => sum + f.bytes, 0),
  files: list,
});

function server(fail?: string) {
  const asked: { url: string; range: string | null }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    const range = new Headers(init?.headers).get("range");
    asked.push({ url, range });
    if (url === fail) return new Response("gone", { status: 404 });
    if (range) {
      return new Response(new Uint8Array(50), {
        status: 206,
        headers: { "content-range": "bytes 0-49/500" },
      });
    }
    return new Response(new Uint8Array(url.endsWith(".mp3") ? 1000 : 100), { status: 200 });
  }) as typeof fetch;
  return { fetcher, asked };
}

const roomy = { estimate: async () => ({ quota: 1e9, usage: 0 }), persist: async () => true };

describe("saving a tour for offline use", () => {
  it("stores every file of the plan, ranges as 200s that remember their range, then indexes it", async () => {
    const cacheStorage = new MemoryCaches() as unknown as CacheStorage;
    const { fetcher, asked } = server();
    const progress: number[] = [];
    const saved = await saveTour(plan("r1"), {
      cacheStorage,
      fetcher,
      storage: roomy,
      onProgress: ({ fraction }) => progress.push(fraction),
    });
    expect(asked).toContainEqual({ url: "/map/basemap.pmtiles?v=1", range: "bytes=0-49" });
    const cache = await cacheStorage.open(saved.cacheName);
    const part = await cache.match(offlineCacheKey("/map/basemap.pmtiles?v=1", "bytes=0-49"));
    expect(part?.status).toBe(200);
    expect(part?.headers.get("x-offline-content-range")).toBe("bytes 0-49/500");
    expect((await (await cache.match("/media/media/a.mp3"))?.arrayBuffer())?.byteLength).toBe(1000);
    // The sign's redirect is kept without asking the server, which would count a scan.
    expect(asked.map((a) => a.url)).not.toContain("/q/sign-1");
    const sign = await cache.match("/q/sign-1");
    expect(sign?.status).toBe(302);
    expect(sign?.headers.get("location")).toBe("/landing/walking-tours/r?c=sign");
    expect(progress.at(-1)).toBe(1);
    expect(saved).toMatchObject({ tourId: "t1", revision: "r1", bytes: 1150 });
    expect(await listSavedTours(cacheStorage)).toEqual([saved]);
  });

  it("shows progress as the bytes stored of the total, which the files' real sizes correct", async () => {
    const progress: { fraction: number; bytes: number; total: number }[] = [];
    // The page is larger than planned (150 bytes, not 100), the narration smaller (900, not 1000).
    const fetcher = (async (url: string, init?: RequestInit) => {
      if (new Headers(init?.headers).get("range")) {
        return new Response(new Uint8Array(50), {
          status: 206,
          headers: { "content-range": "bytes 0-49/500" },
        });
      }
      return new Response(new Uint8Array(url.endsWith(".mp3") ? 900 : 150), { status: 200 });
    }) as typeof fetch;
    const saved = await saveTour(plan("r1"), {
      cacheStorage: new MemoryCaches() as unknown as CacheStorage,
      fetcher,
      storage: roomy,
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toHaveLength(files.length);
    for (const { fraction, bytes, total } of progress) {
      expect(bytes).toBeLessThanOrEqual(total);
      expect(fraction).toBeCloseTo(bytes / total);
    }
    // Bytes only grow; the total is the plan's until a file turns out another size.
    expect(progress.map((p) => p.bytes)).toEqual(
      [...progress.map((p) => p.bytes)].sort((a, b) => a - b),
    );
    expect(progress.at(-1)).toEqual({ fraction: 1, bytes: 1100, total: 1100 });
    expect(saved.bytes).toBe(1100);
  });

  it("keeps the plan's total all along when the files are the sizes it says", async () => {
    const totals = new Set<number>();
    const saved = await saveTour(plan("r1"), {
      cacheStorage: new MemoryCaches() as unknown as CacheStorage,
      fetcher: server().fetcher,
      storage: roomy,
      onProgress: ({ total }) => totals.add(total),
    });
    expect([...totals]).toEqual([plan("r1").bytes]);
    expect(saved.bytes).toBe(plan("r1").bytes);
  });

  it("swaps a refreshed copy in whole and deletes the old one; removed stops drop out", async () => {
    const caches = new MemoryCaches();
    const cacheStorage = caches as unknown as CacheStorage;
    const { fetcher } = server();
    await saveTour(plan("r1"), { cacheStorage, fetcher, storage: roomy });
    const fresh = await saveTour(plan("r2", files.slice(1)), {
      cacheStorage,
      fetcher,
      storage: roomy,
    });
    expect([...caches.stores.keys()].sort()).toEqual([OFFLINE_INDEX_CACHE, fresh.cacheName].sort());
    expect(await (await cacheStorage.open(fresh.cacheName)).match("/tours/t")).toBeUndefined();
    expect((await listSavedTours(cacheStorage)).map((t) => t.revision)).toEqual(["r2"]);
  });

  it("leaves nothing behind when a file fails, and keeps the copy saved before", async () => {
    const caches = new MemoryCaches();
    const cacheStorage = caches as unknown as CacheStorage;
    const before = await saveTour(plan("r1"), {
      cacheStorage,
      fetcher: server().fetcher,
      storage: roomy,
    });
    const failing = server("/media/media/a.mp3").fetcher;
    await expect(
      saveTour(plan("r2"), { cacheStorage, fetcher: failing, storage: roomy }),
    ).rejects.toThrow("/media/media/a.mp3 could not be saved (404).");
    expect([...caches.stores.keys()].sort()).toEqual(
      [OFFLINE_INDEX_CACHE, before.cacheName].sort(),
    );
    expect((await listSavedTours(cacheStorage)).map((t) => t.revision)).toEqual(["r1"]);
  });

  it("stops on Cancel and deletes what it stored", async () => {
    const caches = new MemoryCaches();
    const controller = new AbortController();
    const save = saveTour(plan("r1"), {
      cacheStorage: caches as unknown as CacheStorage,
      fetcher: server().fetcher,
      storage: roomy,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(save).rejects.toThrow();
    expect([...caches.stores.keys()]).toEqual([]);
  });

  it("says how much more space is needed before it starts when the quota is short", async () => {
    const caches = new MemoryCaches();
    const tight = {
      estimate: async () => ({ quota: 1000, usage: 400 }),
      persist: async () => true,
    };
    const save = saveTour(plan("r1"), {
      cacheStorage: caches as unknown as CacheStorage,
      fetcher: server().fetcher,
      storage: tight,
    });
    await expect(save).rejects.toEqual(new StorageFullError(550));
    // 550 bytes short: rounded up, never "0.0 MB".
    await expect(save).rejects.toThrow("Saving needs 0.1 MB more storage space.");
    expect([...caches.stores.keys()]).toEqual([]);
  });

  it("says how much is left to save and keeps nothing when the quota runs out on the way", async () => {
    const caches = new MemoryCaches();
    const open = caches.open.bind(caches);
    let stored = 0;
    caches.open = async (name: string) => {
      const cache = await open(name);
      const put = cache.put.bind(cache);
      // The browser's own quota, reached at the second file.
      cache.put = async (request, response) => {
        if (++stored > 1)
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        return put(request, response);
      };
      return cache;
    };
    const save = saveTour(plan("r1"), {
      cacheStorage: caches as unknown as CacheStorage,
      fetcher: server().fetcher,
      storage: roomy,
    });
    await expect(save).rejects.toBeInstanceOf(StorageFullError);
    const { needed } = (await save.catch((error: StorageFullError) => error)) as StorageFullError;
    expect(needed).toBeGreaterThan(0);
    expect(needed).toBeLessThanOrEqual(plan("r1").bytes);
    expect([...caches.stores.keys()]).toEqual([]);
  });

  it("removes a saved tour and its index entry", async () => {
    const caches = new MemoryCaches();
    const cacheStorage = caches as unknown as CacheStorage;
    await saveTour(plan("r1"), { cacheStorage, fetcher: server().fetcher, storage: roomy });
    await removeSavedTour("t1", cacheStorage);
    expect(await listSavedTours(cacheStorage)).toEqual([]);
    expect([...caches.stores.keys()]).toEqual([OFFLINE_INDEX_CACHE]);
  });
});
