import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createPublicCache } from "./public-cache.js";

const revisions = { read: async () => 1, fresh: () => 1 };
const item = z.object({ id: z.string(), title: z.string() });

async function* stream(...items: unknown[]) {
  yield* items;
}

describe("the public cache", () => {
  it("builds a body through its response schema: only what the schema names is sent", async () => {
    const cache = createPublicCache(revisions);
    const body = await cache.get("/one", () => ({ id: "a", title: "A", secret: "x" }), item);
    expect((await body.identity()).toString()).toBe('{"id":"a","title":"A"}');
  });

  it("serializes a list given item by item through the list's item schema", async () => {
    const cache = createPublicCache(revisions);
    const list = z.array(item);
    const body = await cache.get("/list", () => stream({ id: "a", title: "A", notes: 1 }), list);
    expect((await body.identity()).toString()).toBe('[{"id":"a","title":"A"}]');
    await expect(cache.get("/bad", () => stream({ id: "b" }), list)).rejects.toThrow();
  });

  it("builds a body once a revision", async () => {
    const cache = createPublicCache(revisions);
    let builds = 0;
    const build = () => ({ id: String(++builds), title: "" });
    const first = await cache.get("/once", build, item);
    expect(await cache.get("/once", build, item)).toBe(first);
    expect(builds).toBe(1);
  });
});
