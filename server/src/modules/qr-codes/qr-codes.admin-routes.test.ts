import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrCodeBody } from "../../test/factories.js";
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
    expect((await t.admin("PUT", url, { ...code, status: "OK" })).statusCode).toBe(409);
    expect((await t.admin("DELETE", url)).statusCode).toBe(204);
    expect((await t.admin("DELETE", url)).statusCode).toBe(404);
  });
});
