import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrCodeBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";

const ONE_LINE = "Contains a line break or another control character";
const WHITE_SPACE = "Contains a space or other white space";

/** Addresses with a line break, a control character or white space inside, and what each is told. */
const SPACED: [string, string][] = [
  ["https://tiles.example.org/style.json\r\nSet-Cookie: a=b", ONE_LINE],
  ["https://tiles.example.org/style.json\r\n", ONE_LINE],
  ["/map/style.json\t", ONE_LINE],
  ["https://tiles.example.org/\u0085style.json", ONE_LINE],
  ["https://tiles.example.org/my style.json", WHITE_SPACE],
  ["https://tiles.example.org/\u00a0style.json", WHITE_SPACE],
  ["/map/\u2028style.json", WHITE_SPACE],
];

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

  it.each(SPACED)(
    "refuses %j as a tour map style and a redirect URL, saving nothing",
    async (url, message) => {
      const tour = tourBody({ map: url });
      const saved = await t.admin("POST", "/tours", tour);
      expect(saved.statusCode).toBe(400);
      expect(saved.json().error.issues).toEqual([{ path: "map", message }]);
      expect((await t.admin("GET", `/tours/${tour.id}`)).statusCode).toBe(404);
      const code = qrCodeBody({ redirectUrl: url });
      const refused = await t.admin("POST", "/v2/codes", code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.issues).toEqual([{ path: "redirectUrl", message }]);
      expect((await t.services.qrCodes.list()).map((c) => c.id)).not.toContain(code.id);
    },
  );

  it("still takes a map style with spaces around it, stored without them", async () => {
    const tour = tourBody({ map: "  https://tiles.example.org/style.json " });
    expect((await t.admin("POST", "/tours", tour)).statusCode).toBe(201);
    const saved = await t.admin("GET", `/tours/${tour.id}`);
    expect(saved.json().map).toBe("https://tiles.example.org/style.json");
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
