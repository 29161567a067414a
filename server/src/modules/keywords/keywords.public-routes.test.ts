import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

/** Keywords carried by 5, 4, 3, 2 and 1 records, plus a few with tricky spellings. */
const USES: [string, number][] = [
  ["Music", 5],
  ["market", 4],
  ["Civil War", 3],
  ["100% Cotton", 2],
  ["fort_negley", 1],
  ["Fortress", 1],
];

describe.each(testEngines)("GET /api/keywords with q or limit on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (let i = 0; i < 5; i++) {
      const Keyword = USES.filter(([, uses]) => uses > i).map(([keyword]) => keyword);
      await t.services.records.create(recordBody({ Keyword }));
    }
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url: `/api/keywords${url}` });
  const json = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return res.json() as string[];
  };

  it("answers the most used keywords first, ties alphabetically, at most `limit`", async () => {
    expect(await json("?limit=3")).toEqual(["Music", "market", "Civil War"]);
    expect(await json("?limit=100")).toEqual([
      "Music",
      "market",
      "Civil War",
      "100% Cotton",
      "fort_negley",
      "Fortress",
    ]);
  });

  it("keeps to the keywords containing q, ignoring case, taking % and _ literally", async () => {
    expect(await json("?q=MAR")).toEqual(["market"]);
    expect(await json("?q=fort")).toEqual(["fort_negley", "Fortress"]);
    expect(await json("?q=t_n")).toEqual(["fort_negley"]);
    expect(await json("?q=%25")).toEqual(["100% Cotton"]);
    expect(await json("?q=%20%20")).toHaveLength(USES.length);
    expect(await json("?q=nothing")).toEqual([]);
  });

  it("leaves the whole list exactly as it was", async () => {
    expect(await json("")).toEqual([
      "100% Cotton",
      "Civil War",
      "fort_negley",
      "Fortress",
      "market",
      "Music",
    ]);
    expect((await get("?unrelated=1")).body).toBe((await get("")).body);
  });

  it("refuses a bad limit or an over-long text with a 400", async () => {
    for (const url of [
      "?limit=0",
      "?limit=101",
      "?limit=abc",
      "?q=a&q=b",
      `?q=${"x".repeat(201)}`,
      "?q=%00",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe("validation_failed");
    }
  });
});
