import type { OfflinePlan } from "@tours/shared/browser";
import { describe, expect, it } from "vitest";
import { MemoryCaches } from "../../../test-support/memory-caches";
import { forgetSavedTours } from "./saved-answer";
import { savedImageCopy } from "./saved-image-copy";
import { saveTour } from "./save-tour";

const photo = "/media/media/1-fort.jpg";
const plan = (files: string[]): OfflinePlan => ({
  tourId: "t1",
  tourSlug: "t",
  title: "The tour",
  revision: files.join(),
  bytes: 0,
  files: files.map((url) => ({ url, kind: "media", bytes: 1 })),
});

async function saved(files: string[]) {
  const cacheStorage = new MemoryCaches() as unknown as CacheStorage;
  const fetcher = (async (url: string) => new Response(`bytes of ${url}`)) as typeof fetch;
  const storage = { estimate: async () => ({ quota: 1e9, usage: 0 }), persist: async () => true };
  await saveTour(plan(files), { cacheStorage, fetcher, storage });
  forgetSavedTours();
  return cacheStorage;
}

const answer = async (cacheStorage: CacheStorage, path: string) =>
  (await savedImageCopy(new Request(`http://site.test${path}`), cacheStorage))?.text();

describe("a saved photo at another size, with no network", () => {
  it("is the saved copy as wide as asked or wider, else the widest saved", async () => {
    const cacheStorage = await saved([`${photo}.w640.avif`, `${photo}.w1200.avif`]);
    expect(await answer(cacheStorage, `${photo}.w960.webp`)).toBe(`bytes of ${photo}.w1200.avif`);
    expect(await answer(cacheStorage, `${photo}.w320.avif`)).toBe(`bytes of ${photo}.w640.avif`);
    // The lightbox's widest copy, wider than any kept.
    expect(await answer(cacheStorage, `${photo}.w1440.webp`)).toBe(`bytes of ${photo}.w1200.avif`);
    // A page that names the original.
    expect(await answer(cacheStorage, photo)).toBe(`bytes of ${photo}.w1200.avif`);
  });

  it("is the original when that is what was saved, and nothing for a photo not saved", async () => {
    const cacheStorage = await saved([photo, "/media/media/2-bridge.jpg.w640.avif"]);
    expect(await answer(cacheStorage, `${photo}.w640.avif`)).toBe(`bytes of ${photo}`);
    expect(await answer(cacheStorage, "/media/media/3-church.jpg.w640.avif")).toBeUndefined();
    expect(await answer(cacheStorage, "/media/media/1-fort.jpg.w640.avif.extra")).toBeUndefined();
  });
});
