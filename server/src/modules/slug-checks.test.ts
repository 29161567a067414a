import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@tours/shared";
import { recordBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";

// The admin asks whether a slug is taken before a save uploads its files (nothing is uploaded for
// a save that would be refused): the answer is the refusal the save itself would get.
describe.each(testEngines)("slug checks before a save, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it.each([
    ["records", recordBody, MESSAGES.slugInUse],
    ["tours", tourBody, "Another tour already uses this slug"],
  ] as const)(
    "%s: a slug another item uses is taken; a free one or its own is not",
    async (path, body, message) => {
      const item = body();
      expect((await t.admin("POST", `/${path}`, item)).statusCode).toBe(201);

      const taken = await t.admin("GET", `/${path}/slugs/${item.slug}?for=another-item`);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toEqual({
        code: "taken",
        message,
        issues: [{ path: "slug", message }],
      });
      const own = await t.admin("GET", `/${path}/slugs/${item.slug}?for=${item.id}`);
      expect(own.statusCode).toBe(204);
      expect((await t.admin("GET", `/${path}/slugs/${item.slug}-free`)).statusCode).toBe(204);
    },
  );

  it("refuses an anonymous call and a malformed slug", async () => {
    const anonymous = await t.app.inject({ url: "/dashboard/api/records/slugs/fort-negley" });
    expect(anonymous.statusCode).toBe(401);
    for (const path of ["records", "tours"]) {
      const bad = await t.admin("GET", `/${path}/slugs/Not%20a%20slug`);
      expect([bad.statusCode, bad.json().error.code]).toEqual([400, "validation_failed"]);
      expect(bad.json().error.issues[0].path).toBe("slug");
    }
  });
});
