import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSamples, sampleSum } from "../../test/prometheus-text.js";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

const TOKEN = "metrics-token-0123456789";
const ELSEWHERE = "203.0.113.7";
const pixel = path.resolve(import.meta.dirname, "../../test/fixtures/pixel.png");

describe.each(testEngines)("/metrics without METRICS_TOKEN on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("answers a process on this machine", async () => {
    for (const remoteAddress of ["127.0.0.1", "127.0.0.53", "::1", "::ffff:127.0.0.1"]) {
      const response = await t.app.inject({ url: "/metrics", remoteAddress });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("is hidden from elsewhere, from a client claiming loopback, and through a local proxy", async () => {
    for (const [remoteAddress, headers] of [
      [ELSEWHERE, {}],
      [ELSEWHERE, { "x-forwarded-for": "127.0.0.1" }],
      ["127.0.0.1", { "x-forwarded-for": ELSEWHERE }],
      ["127.0.0.1", { forwarded: `for=${ELSEWHERE}` }],
    ] as const) {
      const response = await t.app.inject({ url: "/metrics", remoteAddress, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: "not_found", message: "No such address: GET /metrics" },
      });
    }
  });

  it("refuses any token with 403, there being none to match", async () => {
    const response = await t.app.inject({
      url: "/metrics",
      remoteAddress: ELSEWHERE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe.each(testEngines)("/metrics with METRICS_TOKEN on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const bearer = { authorization: `Bearer ${TOKEN}` };
  const scrape = async () => {
    const response = await t.app.inject({ url: "/metrics", headers: bearer });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it("answers the token from anywhere, and nobody without it, loopback included", async () => {
    for (const remoteAddress of [ELSEWHERE, "127.0.0.1"]) {
      const withToken = await t.app.inject({ url: "/metrics", remoteAddress, headers: bearer });
      expect(withToken.statusCode).toBe(200);
      expect(withToken.headers["cache-control"]).toBe("no-store");
      const without = await t.app.inject({ url: "/metrics", remoteAddress });
      expect(without.statusCode).toBe(404);
    }
  });

  it("refuses a wrong token with 403", async () => {
    for (const authorization of [`Bearer ${TOKEN}x`, "Bearer ", TOKEN, `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        url: "/metrics",
        remoteAddress: "127.0.0.1",
        headers: { authorization },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: "forbidden", message: "The metrics token is not valid." },
      });
    }
  });

  it("counts and times requests by route pattern and status class, never by raw URL", async () => {
    const before = await scrape();
    const tourId = "2f1c7c1e-0000-4000-8000-00000000abcd";
    for (let i = 0; i < 3; i++) await t.app.inject({ url: "/api/tours" });
    await t.app.inject({ url: `/api/tours/${tourId}/stops` });
    await t.app.inject({ url: "/no/such/address" });
    const after = await scrape();

    const tours = { method: "GET", route: "/api/tours", status_class: "2xx" };
    const delta = (name: string, labels: Record<string, string>) =>
      sampleSum(after, name, labels) - sampleSum(before, name, labels);
    expect(delta("http_requests_total", tours)).toBe(3);
    expect(delta("http_request_duration_seconds_count", tours)).toBe(3);
    expect(delta("http_request_duration_seconds_bucket", { ...tours, le: "+Inf" })).toBe(3);
    expect(sampleSum(after, "http_request_duration_seconds_sum", tours)).toBeGreaterThan(0);
    expect(
      delta("http_requests_total", { route: "/api/tours/:tourId/stops", status_class: "4xx" }),
    ).toBe(1);
    expect(delta("http_requests_total", { route: "unmatched", status_class: "4xx" })).toBe(1);
    expect(after).not.toContain(tourId);
    expect(after).not.toContain("/no/such/address");
  });

  it("counts the public API cache's hits and misses", async () => {
    const before = await scrape();
    await t.app.inject({ url: "/api/keywords" });
    await t.app.inject({ url: "/api/keywords" });
    const after = await scrape();
    const delta = (result: string) =>
      sampleSum(after, "tours_cache_lookups_total", { cache: "api", result }) -
      sampleSum(before, "tours_cache_lookups_total", { cache: "api", result });
    expect(delta("hit") + delta("miss")).toBe(2);
    expect(delta("hit")).toBeGreaterThanOrEqual(1);
  });

  it("counts uploaded bytes by media type", async () => {
    const before = await scrape();
    await t.services.media.store(
      { filename: "pixel.png", stream: fs.createReadStream(pixel) },
      "media",
      null,
    );
    const after = await scrape();
    const delta = (name: string) =>
      sampleSum(after, name, { type: "image" }) - sampleSum(before, name, { type: "image" });
    expect(delta("tours_upload_bytes_total")).toBe(fs.statSync(pixel).size);
    expect(delta("tours_uploads_total")).toBe(1);
  });

  it("reports event-loop lag, memory and, on PostgreSQL, the connection pool", async () => {
    const names = new Set(parseSamples(await scrape()).map((s) => s.name));
    expect(names).toContain("nodejs_eventloop_lag_p99_seconds");
    expect(names).toContain("process_resident_memory_bytes");
    if (engine === "postgres") {
      expect(names).toContain("tours_db_pool_connections");
      expect(names).toContain("tours_db_pool_waiting_requests");
      expect(names).toContain("tours_db_pool_max_connections");
    }
  });
});
