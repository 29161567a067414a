import { type OfflinePlan } from "@tours/shared/browser";
import { describe, expect, it } from "vitest";
import { MemoryCaches } from "../../../test-support/memory-caches";
import { parseRange, savedAnswer } from "./saved-answer";
import { saveTour } from "./save-tour";

const audio = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);
const plan: OfflinePlan = {
  tourId: "t1",
  tourSlug: "t",
  title: "The tour",
  revision: "r1",
  bytes: 0,
  files: [
    { url: "/tours/t/first", kind: "page", bytes: 10 },
    { url: "/tours/t/first.data", kind: "data", bytes: 10 },
    { url: "/landing/walking-tours/back-to-start?tour=t&record=r1", kind: "page", bytes: 10 },
    { url: "/landing/walking-tours/back-to-start.data?tour=t&record=r1", kind: "data", bytes: 10 },
    { url: "/landing/walking-tours/audio-cue?tour=t", kind: "page", bytes: 10 },
    { url: "/landing/walking-tours/audio-cue.data?tour=t", kind: "data", bytes: 10 },
    { url: "/media/media/a.mp3", kind: "media", bytes: 1000 },
    { url: "/map/basemap.pmtiles?v=1", kind: "map", bytes: 4, range: "bytes=100-103" },
  ],
};

const fetcher = (async (url: string, init?: RequestInit) => {
  if (new Headers(init?.headers).get("range")) {
    return new Response(new Uint8Array([1, 2, 3, 4]), {
      status: 206,
      headers: {
        "content-range": "bytes 100-103/5000",
        "content-type": "application/octet-stream",
      },
    });
  }
  if (url.endsWith(".mp3")) {
    return new Response(audio, { headers: { "content-type": "audio/mpeg" } });
  }
  return new Response(`saved ${url}`, { headers: { "content-type": "text/html" } });
}) as typeof fetch;

async function savedSite() {
  const cacheStorage = new MemoryCaches() as unknown as CacheStorage;
  const storage = { estimate: async () => ({ quota: 1e9, usage: 0 }), persist: async () => true };
  await saveTour(plan, { cacheStorage, fetcher, storage });
  const ask = (path: string, headers: HeadersInit = {}) =>
    savedAnswer(new Request(`http://site.test${path}`, { headers }), cacheStorage);
  return { ask };
}

describe("answers from saved tours", () => {
  it("serves a page, with or without a campaign flag, and its data whatever routes it asks for", async () => {
    const { ask } = await savedSite();
    expect(await (await ask("/tours/t/first"))?.text()).toBe("saved /tours/t/first");
    expect(await (await ask("/tours/t/first?c=musay"))?.text()).toBe("saved /tours/t/first");
    const data = await ask("/tours/t/first.data?_routes=routes%2Ftour-view");
    expect(await data?.text()).toBe("saved /tours/t/first.data");
    expect(await ask("/tours/t/second")).toBeUndefined();
  });

  it("serves a landing page and its data for the tour and record saved, whatever else is asked", async () => {
    const { ask } = await savedSite();
    const question = "/landing/walking-tours/back-to-start";
    expect(await (await ask(`${question}?tour=t&record=r1&c=musay`))?.text()).toBe(
      `saved ${question}?tour=t&record=r1`,
    );
    const data = await ask(
      `${question}.data?tour=t&record=r1&_routes=routes%2Flanding-back-to-start`,
    );
    expect(await data?.text()).toBe(`saved ${question}.data?tour=t&record=r1`);
    expect(await ask(`${question}?tour=other&record=r1`)).toBeUndefined();
  });

  it("serves a landing page kept once per tour for any record, and nothing for another tour", async () => {
    const { ask } = await savedSite();
    const cue = "/landing/walking-tours/audio-cue";
    for (const record of ["r1", "r2"]) {
      expect(await (await ask(`${cue}?tour=t&record=${record}&c=musay`))?.text()).toBe(
        `saved ${cue}?tour=t`,
      );
      const data = await ask(
        `${cue}.data?tour=t&record=${record}&_routes=routes%2Flanding-audio-cue`,
      );
      expect(await data?.text()).toBe(`saved ${cue}.data?tour=t`);
    }
    expect(await ask(`${cue}?tour=other&record=r1`)).toBeUndefined();
    expect(await ask(`${cue}.data?tour=other`)).toBeUndefined();
  });

  it("answers a seek in saved audio with the bytes asked for", async () => {
    const { ask } = await savedSite();
    const part = await ask("/media/media/a.mp3", { range: "bytes=500-509" });
    expect(part?.status).toBe(206);
    expect(part?.headers.get("content-range")).toBe("bytes 500-509/1000");
    expect(part?.headers.get("content-type")).toBe("audio/mpeg");
    expect([...new Uint8Array(await part!.arrayBuffer())]).toEqual([...audio.slice(500, 510)]);
    expect(
      (await ask("/media/media/a.mp3", { range: "bytes=0-" }))?.headers.get("content-length"),
    ).toBe("1000");
    expect((await ask("/media/media/a.mp3", { range: "bytes=2000-" }))?.status).toBe(416);
  });

  it("answers the map's Range request with the part saved for it, as a 206", async () => {
    const { ask } = await savedSite();
    const part = await ask("/map/basemap.pmtiles?v=1", { range: "bytes=100-103" });
    expect(part?.status).toBe(206);
    expect(part?.headers.get("content-range")).toBe("bytes 100-103/5000");
    expect(part?.headers.has("x-offline-content-range")).toBe(false);
    expect([...new Uint8Array(await part!.arrayBuffer())]).toEqual([1, 2, 3, 4]);
    expect(await ask("/map/basemap.pmtiles?v=1", { range: "bytes=0-16383" })).toBeUndefined();
  });

  it("has nothing when no tour is saved", async () => {
    const empty = new MemoryCaches() as unknown as CacheStorage;
    expect(await savedAnswer(new Request("http://site.test/tours/t/first"), empty)).toBeUndefined();
  });
});

describe("byte ranges", () => {
  it("reads the forms browsers send, clamped to the file", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual([0, 99]);
    expect(parseRange("bytes=900-", 1000)).toEqual([900, 999]);
    expect(parseRange("bytes=-100", 1000)).toEqual([900, 999]);
    expect(parseRange("bytes=990-2000", 1000)).toEqual([990, 999]);
    expect(parseRange("bytes=1000-", 1000)).toBeUndefined();
    expect(parseRange("bytes=-", 1000)).toBeUndefined();
    expect(parseRange("items=0-1", 1000)).toBeUndefined();
  });
});
