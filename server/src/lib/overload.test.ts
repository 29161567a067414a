import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";
import { registerOverloadShedding, RETRY_AFTER_SECONDS } from "./overload.js";

/** Keeps the event loop busy in 100 ms slices for a while, as a queue of heavy requests would. */
async function lagEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const sliceEnd = Date.now() + 100;
    while (Date.now() < sliceEnd) {
      /* busy */
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("load shedding when the event loop lags", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp("sqlite", { OVERLOAD_LAG_MS: "50" });
  });
  afterAll(() => t.close());

  it("answers 503 with Retry-After and the documented body at once, and keeps /healthz, /readyz and /metrics up", async () => {
    // Startup's own work has passed once a couple of samples are taken.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await t.app.inject({ url: "/api/tours" })).statusCode).toBe(200);
    await lagEventLoop(1_000);
    const shed = await t.app.inject({ url: "/api/tours" });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({ error: { code: "overloaded", message: expect.any(String) } });

    const page = await t.app.inject({ url: "/tours" });
    expect(page.statusCode).toBe(503);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("The site is busy");

    const health = await t.app.inject({ url: "/healthz" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "ok", shedding: true });
    // Readiness and metrics are read most when the process is busy.
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(200);

    // Once the loop is idle again, requests are served as usual.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await t.app.inject({ url: "/api/tours" })).statusCode).toBe(200);
  });
});

describe("what is never shed", () => {
  it("sends the client's files (routes marked neverShed) while pages get 503, so a page already sent still runs", async () => {
    const app = Fastify();
    await registerOverloadShedding(app, 50);
    app.get("/tours", async () => "page");
    app.get("/assets/entry.js", { config: { neverShed: true } }, async () => "script");
    await app.ready();
    try {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await lagEventLoop(1_000);
      expect((await app.inject({ url: "/tours" })).statusCode).toBe(503);
      const script = await app.inject({ url: "/assets/entry.js" });
      expect(script.statusCode).toBe(200);
      expect(script.body).toBe("script");
    } finally {
      await app.close();
    }
  });
});

describe("one long task", () => {
  /** Holds the event loop for `ms` in one go, as one slow render would. */
  function block(ms: number) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      /* busy */
    }
  }

  it("sheds nothing when it is shorter than the limit, and sheds when it is longer", async () => {
    const app = Fastify();
    await registerOverloadShedding(app, 1_000);
    app.get("/tours", async () => "page");
    await app.ready();
    try {
      const statuses: number[] = [];
      // Each ends at a different point of the 200 ms sample.
      for (let round = 0; round < 5; round++) {
        await new Promise((resolve) => setTimeout(resolve, 250 + round * 41));
        block(450);
        for (let i = 0; i < 6; i++) {
          statuses.push((await app.inject({ url: "/tours" })).statusCode);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
      }
      expect(statuses.filter((status) => status !== 200)).toEqual([]);

      await new Promise((resolve) => setTimeout(resolve, 300));
      block(1_600);
      // The next look at the loop sees the block; a request arriving then is refused.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await app.inject({ url: "/tours" })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
