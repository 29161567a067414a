/** Case is ignored for every letter, not only A–Z, on both engines: filter and Title order. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

const TITLES = ["ÉB Hall", "éa Hall", "Église Saint-Pierre", "Café Écossais", "ÖLMÜHLE Hall"];

describe.each(testEngines)("title case on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const Title of TITLES) await t.services.records.create(recordBody({ Title }));
  });
  afterAll(() => t.close());

  const titles = async (query: string) => {
    const res = await t.app.inject({ url: `/api/records?page=1&${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json().items as { Title: string }[]).map((item) => item.Title);
  };

  it("filters accented titles whatever the case typed", async () => {
    expect(await titles("q=%C3%A9GLISE")).toEqual(["Église Saint-Pierre"]); // éGLISE
    expect(await titles("q=caf%C3%A9%20%C3%A9")).toEqual(["Café Écossais"]); // café é
    expect(await titles("q=%C3%B6lm%C3%BChle")).toEqual(["ÖLMÜHLE Hall"]); // ölmühle
    expect((await titles("q=%C3%89")).sort()).toEqual(
      ["Café Écossais", "Église Saint-Pierre", "ÉB Hall", "éa Hall"].sort(),
    ); // É
  });

  it("sorts titles that differ only in an accented capital as if in lower case", async () => {
    expect(await titles("q=%C3%A9a%20hall")).toEqual(["éa Hall"]);
    const halls = await titles("q=%20hall");
    expect(halls.indexOf("éa Hall")).toBeLessThan(halls.indexOf("ÉB Hall"));
  });
});
