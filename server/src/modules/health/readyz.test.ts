import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";
import { READY_TIMEOUT_MS } from "./readiness.js";

describe.each(testEngines)("/readyz on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t.close());

  it("answers 200 naming each check when the database and the media store answer", async () => {
    const response = await t.app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      status: "ready",
      checks: {
        database: { status: "up", ms: expect.any(Number) },
        mediaStore: { status: "up", ms: expect.any(Number) },
      },
    });
  });

  it("answers 503 naming the media store when its check fails, and tells no details", async () => {
    vi.spyOn(t.services.mediaStore, "check").mockRejectedValue(
      new Error("connect ECONNREFUSED s3://key:secret@10.0.0.9"),
    );
    const response = await t.app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      error: { code: "unavailable", message: "Not ready: the media store failed." },
      status: "unready",
      checks: {
        database: { status: "up", ms: expect.any(Number) },
        mediaStore: { status: "down", reason: "error", ms: expect.any(Number) },
      },
    });
    expect(response.body).not.toMatch(/secret|10\.0\.0\.9|ECONNREFUSED|at /);
  });

  it("answers 503 within its time limit when the media store never answers", async () => {
    vi.spyOn(t.services.mediaStore, "check").mockReturnValue(new Promise(() => {}));
    const started = Date.now();
    const response = await t.app.inject({ url: "/readyz" });
    const took = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json().checks.mediaStore).toEqual({
      status: "down",
      reason: "timeout",
      ms: expect.any(Number),
    });
    expect(response.json().error.message).toBe(
      "Not ready: the media store did not answer in time.",
    );
    expect(took).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(READY_TIMEOUT_MS + 2_000);
  });

  // Last: the database stays closed (the test app's close() copes with that).
  it("answers 503 naming the database once it is closed", async () => {
    await t.db.destroy();
    const response = await t.app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { code: "unavailable", message: "Not ready: the database failed." },
      status: "unready",
      checks: { database: { status: "down", reason: "error" }, mediaStore: { status: "up" } },
    });
  });
});
