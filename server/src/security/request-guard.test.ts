import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, tourBody } from "@tours/shared/testing";
import { MAX_BODY_DEPTH } from "../lib/request-guard.js";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";

describe.each(testEngines)("text a database cannot store, and oversized input, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it.each([
    "/api/tours/%00/stops",
    "/api/stops/searchKeyword?keyword=a%00b",
    "/api/stops/searchKeyword?keyword=a%ED%A0%80b",
    "/api/records/a%00b",
  ])("refuses %s with 400 validation_failed", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
  });

  it("answers a QR code address or a page with a NUL with a 400 page, not a 500", async () => {
    for (const url of ["/q/a%00b", "/records/a%00b"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("Go to the home page");
    }
  });

  it("refuses JSON nested past the limit at once, anonymously and at sign-in", async () => {
    const deep = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
    for (const [url, body] of [
      ["/api/events", deep(1_000_000)],
      ["/dashboard/api/auth/login", `{"email":${deep(3_000)}}`],
      ["/api/events", '{"a":'.repeat(3_000) + "1" + "}".repeat(3_000)],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: body,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.issues[0].message).toBe(
        `Nest lists and objects at most ${MAX_BODY_DEPTH} levels deep`,
      );
    }
  });

  it("refuses NULs and lone surrogates in admin body fields, naming the field", async () => {
    const nul = await t.admin("POST", "/records", recordBody({ Title: "Fort\u0000Negley" }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.issues).toContainEqual({
      path: "Title",
      message: "Contains characters that cannot be stored",
    });
    const surrogate = await t.admin("POST", "/tours", tourBody({ description: "half \ud800" }));
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().error.issues[0].path).toBe("description");
  });

  it("refuses a 100,000-character record id in the address and in the body", async () => {
    const longId = "r".repeat(100_000);
    const inPath = await t.admin("GET", `/records/${longId}`);
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().error.issues[0].message).toBe("Use at most 64 characters");
    const inBody = await t.admin("POST", "/records", recordBody({ id: longId }));
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().error.issues).toContainEqual({
      path: "id",
      message: "Use at most 64 characters",
    });
  });

  it("holds titles, long text and lists to the documented limits", async () => {
    const res = await t.admin(
      "POST",
      "/tours",
      tourBody({
        title: "T".repeat(301),
        intro: "x".repeat(100_001),
        stopIds: Array.from({ length: 10_001 }, (_, i) => `s${i}`),
      }),
    );
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["intro", "stopIds"]));
    const title = await t.admin("POST", "/tours", tourBody({ title: "T".repeat(301) }));
    expect(title.json().error.issues).toContainEqual({
      path: "title",
      message: "Use at most 300 characters",
    });
    expect((await t.admin("POST", "/tours", tourBody({ title: "T".repeat(300) }))).statusCode).toBe(
      201,
    );
  });
});
