import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createPublicCache } from "./public-cache.js";

const revisions = { read: async () => 1, fresh: () => 1 };
const item = z.object({ id: z.string(), title: z.string() });

async function* stream(...items: unknown[]) {
  yield* items;
}

describe("the public cache", () => {
  it("builds a body through its response schema: only what the schema names is sent", async () => {
    const cache = createPublicCache(revisions, vi.fn());
    const body = await cache.get("/one", () => ({ id: "a", title: "A", secret: "x" }), item);
    expect((await body.identity()).toString()).toBe('{"id":"a","title":"A"}');
  });

  it("serializes a list given item by item through the list's item schema", async () => {
    const cache = createPublicCache(revisions, vi.fn());
    const list = z.array(item);
    const body = await cache.get("/list", () => stream({ id: "a", title: "A", notes: 1 }), list);
    expect((await body.identity()).toString()).toBe('[{"id":"a","title":"A"}]');
  });

  it("sends stored content its schema refuses as built, and reports it", async () => {
    const onMismatch = vi.fn();
    const cache = createPublicCache(revisions, onMismatch);
    const body = await cache.get("/bad", () => stream({ id: "b" }), z.array(item));
    expect((await body.identity()).toString()).toBe('[{"id":"b"}]');
    expect(onMismatch).toHaveBeenCalledWith("/bad", [expect.objectContaining({ path: ["title"] })]);
  });

  it("builds a body once a revision", async () => {
    const cache = createPublicCache(revisions, vi.fn());
    let builds = 0;
    const build = () => ({ id: String(++builds), title: "" });
    const first = await cache.get("/once", build, item);
    expect(await cache.get("/once", build, item)).toBe(first);
    expect(builds).toBe(1);
  });

  it("keeps bodies within its bytes, least recently used going first", async () => {
    const cache = createPublicCache(revisions, vi.fn(), 1_500); // room for two small bodies
    let builds = 0;
    const build = () => ({ id: String(++builds), title: "x".repeat(100) });
    const first = await cache.get("/a", build, item);
    await cache.get("/b", build, item);
    expect(await cache.get("/a", build, item)).toBe(first);
    await cache.get("/c", build, item); // a third: /b, used least recently, goes
    expect(await cache.get("/a", build, item)).toBe(first);
    await cache.get("/b", build, item);
    expect(builds).toBe(4);
  });

  it("with no bytes to keep, builds each body for its request", async () => {
    const cache = createPublicCache(revisions, vi.fn(), 0);
    let builds = 0;
    const build = () => ({ id: String(++builds), title: "" });
    const first = await cache.get("/none", build, item);
    expect((await cache.get("/none", build, item)).etag).not.toBe(first.etag);
    expect(builds).toBe(2);
  });
});
