import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrCodeBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";

const BYPASSES = [
  "/.//evil.example",
  "/./\\evil.example",
  "/a/..//evil.example",
  "/%2e//evil.example",
];

describe.each(testEngines)("redirect and map style addresses on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it.each(BYPASSES)("refuses %s as a QR code redirect URL and as a tour map style", async (url) => {
    const code = await t.admin("POST", "/v2/codes", qrCodeBody({ id: "bypass", redirectUrl: url }));
    expect(code.statusCode).toBe(400);
    expect(code.json().error.issues[0].path).toBe("redirectUrl");
    const tour = await t.admin("POST", "/tours", tourBody({ map: url }));
    expect(tour.statusCode).toBe(400);
    expect(tour.json().error.issues[0].path).toBe("map");
  });

  it("never sends a visitor off-site for a bad address already stored", async () => {
    await t.admin("POST", "/v2/codes", qrCodeBody({ id: "stored", redirectUrl: "/landing" }));
    for (const [i, url] of BYPASSES.entries()) {
      await t.db
        .updateTable("qr_codes")
        .set({ redirect_url: url })
        .where("id", "=", "stored")
        .execute();
      const res = await t.app.inject({ url: "/q/stored", remoteAddress: `10.2.0.${i}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it("still accepts a site path with . and .. that stays here, and sends it normalized", async () => {
    const res = await t.admin(
      "POST",
      "/v2/codes",
      qrCodeBody({ id: "dots", redirectUrl: "/a/../landing" }),
    );
    expect(res.statusCode).toBe(201);
    expect((await t.app.inject({ url: "/q/dots" })).headers.location).toBe("/landing");
  });
});
