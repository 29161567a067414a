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
});
