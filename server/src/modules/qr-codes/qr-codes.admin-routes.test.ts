import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrCodeBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

describe.each(testEngines)("QR codes admin API on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it("rejects anonymous calls", async () => {
    expect((await t.app.inject({ url: "/dashboard/api/v2/codes" })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/dashboard/api/v2/codes",
          payload: qrCodeBody(),
        })
      ).statusCode,
    ).toBe(401);
  });

  it("creates codes as Pending Installation and lists them by label", async () => {
    const b = await t.admin("POST", "/v2/codes", qrCodeBody({ codeLabelName: "QR-B" }));
    const a = await t.admin("POST", "/v2/codes", qrCodeBody({ codeLabelName: "qr-a" }));
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ status: "Pending Installation", address: "", version: 1 });
    const labels = (await t.admin("GET", "/v2/codes"))
      .json()
      .map((c: { codeLabelName: string }) => c.codeLabelName);
    expect(labels.indexOf("qr-a")).toBeLessThan(labels.indexOf("QR-B"));
    expect(a.json().id).toBeTruthy();
  });

  it("lists the required fields that are missing and refuses unknown statuses", async () => {
    const res = await t.admin("POST", "/v2/codes", {
      id: "",
      redirectUrl: "",
      locationName: " ",
      status: "Lost",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining([
        "id",
        "redirectUrl",
        "locationName",
        "locationDescription",
        "status",
      ]),
    );
    const script = await t.admin(
      "POST",
      "/v2/codes",
      qrCodeBody({ redirectUrl: "javascript:alert(1)" }),
    );
    expect(script.statusCode).toBe(400);
  });

  it("updates the status with version checks and deletes", async () => {
    const code = (await t.admin("POST", "/v2/codes", qrCodeBody())).json();
    const url = `/v2/codes/${code.id}`;
    const installed = await t.admin("PUT", url, { ...code, status: "Installed" });
    expect(installed.json()).toMatchObject({ status: "Installed", version: 2 });
    const stale = await t.admin("PUT", url, { ...code, status: "OK" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("stale_version");
    expect((await t.admin("DELETE", url)).statusCode).toBe(204);
    expect((await t.admin("DELETE", url)).statusCode).toBe(404);
  });

  it("lists each code's scans in the last 30 days and its latest scan", async () => {
    const label = `SCAN-${randomUUID().slice(0, 8)}`;
    const busy = (
      await t.admin("POST", "/v2/codes", qrCodeBody({ codeLabelName: `${label}-b` }))
    ).json();
    const silent = (
      await t.admin("POST", "/v2/codes", qrCodeBody({ codeLabelName: `${label}-a` }))
    ).json();
    const fresh = (
      await t.admin("POST", "/v2/codes", qrCodeBody({ codeLabelName: `${label}-c` }))
    ).json();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const silentLast = daysAgo(31);
    const scan = (codeId: string, at: string) => ({
      id: randomUUID(),
      code_id: codeId,
      scanned_at: at,
    });
    await t.db
      .insertInto("qr_code_scans")
      .values([
        scan(busy.id, daysAgo(45)),
        scan(busy.id, daysAgo(29)),
        scan(silent.id, silentLast),
        scan(silent.id, daysAgo(90)),
      ])
      .execute();
    // And one real scan of the sign, just now.
    expect((await t.app.inject({ url: `/q/${busy.id}` })).statusCode).toBe(302);
    await t.services.qrCodeScans.flush();

    const listed = (await t.admin("GET", "/v2/codes"))
      .json()
      .filter((c: { codeLabelName: string }) => c.codeLabelName.startsWith(label));
    expect(listed.map((c: { codeLabelName: string }) => c.codeLabelName)).toEqual([
      `${label}-a`,
      `${label}-b`,
      `${label}-c`,
    ]);
    const [a, b, c] = listed;
    expect(a).toMatchObject({ id: silent.id, scansLast30Days: 0, lastScanAt: silentLast });
    expect(b.scansLast30Days).toBe(2);
    expect(Date.now() - Date.parse(b.lastScanAt)).toBeLessThan(60_000);
    expect(c).toMatchObject({ id: fresh.id, scansLast30Days: 0, lastScanAt: null });
  });
});
