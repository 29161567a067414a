import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";

describe("errors a client can run into", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  /** A sign-in sent with the given content type and body. */
  const login = (contentType: string, payload: string) =>
    t.app.inject({
      method: "POST",
      url: "/dashboard/api/auth/login",
      headers: { "content-type": contentType },
      payload,
    });

  it("answers malformed JSON with a 400 in the common error shape", async () => {
    const res = await login("application/json", '{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: "validation_failed", message: "The request body is not valid JSON." },
    });
  });

  it("answers a body of the wrong type with 415", async () => {
    const res = await login("text/xml", "<login/>");
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("unsupported_media_type");
  });

  it("answers an oversized body with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ category: "Tour", action: "x".repeat(6 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("payload_too_large");
  });

  it("hides internal failures behind a generic 500 and reports the database down", async () => {
    await t.db.destroy();
    const res = await t.app.inject({ url: "/api/tours" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: "internal", message: "Something went wrong on our side. Please try again." },
    });
    expect(res.body).not.toMatch(/at .*\.ts|Kysely|driver/i);
    const health = await t.app.inject({ url: "/healthz" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: "error", database: "down" });
  });
});
