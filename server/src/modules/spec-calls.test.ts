/** Every call of SPEC §7 exists; every admin call refuses an anonymous caller. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@tours/shared";
import { tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";

const PUBLIC_CALLS = [
  "/keywords",
  "/tours",
  "/featuredTours",
  "/socialLinks",
  "/content/about-us",
  "/tours/{tourId}/stops",
  "/records",
  "/stops/searchKeyword?keyword=capitol",
];

const ADMIN_CALLS: [string, string][] = [
  ["GET", "/records"],
  ["POST", "/records"],
  ["PUT", "/records/x"],
  ["DELETE", "/records/x"],
  ["GET", "/tours"],
  ["POST", "/tours"],
  ["PUT", "/tours/x"],
  ["DELETE", "/tours/x"],
  ["PUT", "/tours/x/with-stops"],
  ["GET", "/stops"],
  ["POST", "/stops"],
  ["PUT", "/stops/x"],
  ["DELETE", "/stops/x"],
  ["GET", "/v2/codes"],
  ["POST", "/v2/codes"],
  ["PUT", "/v2/codes/x"],
  ["DELETE", "/v2/codes/x"],
  ["GET", "/featuredTours"],
  ["POST", "/featuredTours"],
  ["GET", "/socialLinks"],
  ["POST", "/socialLinks"],
  ["GET", "/content/about-us"],
  ["POST", "/content/about-us"],
  ["POST", "/content/staff"],
  ["POST", "/content/staff/x"],
  ["DELETE", "/content/staff/x"],
  ["POST", "/media"],
  ["POST", "/auth/logout"],
  ["GET", "/auth/me"],
];

describe.each(testEngines)("the calls of SPEC §7 on %s", (engine) => {
  let t: TestApp;
  let tourId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    tourId = (await t.services.tours.create(tourBody())).id;
  });
  afterAll(() => t.close());

  it.each(PUBLIC_CALLS)("GET /api%s answers 200 with JSON", async (path) => {
    const res = await t.app.inject({ url: `/api${path.replace("{tourId}", tourId)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });

  it.each(ADMIN_CALLS)("%s /dashboard/api%s refuses an anonymous caller", async (method, path) => {
    const res = await t.app.inject({
      method: method as "GET",
      url: `/dashboard/api${path}`,
      payload: method === "GET" || method === "DELETE" ? undefined : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: "unauthenticated", message: MESSAGES.noLoggedInUser },
    });
  });

  it.each(ADMIN_CALLS.filter(([method]) => method === "GET"))(
    "%s /dashboard/api%s answers a signed-in curator",
    async (method, path) => {
      const res = await t.admin(method as "GET", path);
      expect(res.statusCode).toBe(200);
    },
  );
});
