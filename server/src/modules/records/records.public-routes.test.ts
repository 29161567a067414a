import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

interface Item {
  Title: string;
  Coordinates: unknown;
}

/** 120 records titled "Site 000" … "Site 119" in mixed case, plus a few with tricky titles. */
const SITES = 120;
const TRICKY = ["100% Cotton Mill", "Fort_Negley", "Fort Nashborough", "FORTRESS ANDREW JOHNSON"];

describe.each(testEngines)("paged GET /api/records on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const titles = Array.from(
      { length: SITES },
      (_, i) => `${i % 2 ? "site" : "SITE"} ${String(i).padStart(3, "0")}`,
    );
    for (const Title of [...titles, ...TRICKY])
      await t.services.records.create(recordBody({ Title }));
    await t.services.records.create(recordBody({ Title: "Unplaced Fort", Coordinates: null }));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api${url}`, headers });
  const titles = async (url: string) =>
    ((await get(url)).json().items as Item[]).map((item) => item.Title);

  it("pages every record by Title, ignoring case, with the total", async () => {
    const first = await get("/records?page=1");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: SITES + TRICKY.length + 1 });
    expect(body.items).toHaveLength(50);
    expect(Object.keys(body)).toEqual(["items", "page", "pageSize", "total"]);
    // Full records, as the whole list has them.
    expect(body.items[0]).toMatchObject({ id: expect.any(String), slug: expect.any(String) });
    expect(body.items.slice(0, 4).map((item: Item) => item.Title)).toEqual([
      "100% Cotton Mill",
      "Fort Nashborough",
      "Fort_Negley",
      "FORTRESS ANDREW JOHNSON",
    ]);
    const third = await titles("/records?page=3&pageSize=50");
    expect(third[0]).toBe("SITE 096");
    expect(third.at(-1)).toBe("Unplaced Fort");
    expect(third).toHaveLength(SITES + TRICKY.length + 1 - 100);
  });

  it("answers a page past the last with no items and the real total", async () => {
    expect((await get("/records?page=99")).json()).toEqual({
      items: [],
      page: 99,
      pageSize: 50,
      total: SITES + TRICKY.length + 1,
    });
  });

  it("filters by a case-insensitive substring of the title", async () => {
    expect(await titles("/records?page=1&q=fORt")).toEqual([
      "Fort Nashborough",
      "Fort_Negley",
      "FORTRESS ANDREW JOHNSON",
      "Unplaced Fort",
    ]);
    const sites = await get("/records?page=2&pageSize=100&q=SITE%201");
    expect(sites.json()).toMatchObject({ page: 2, pageSize: 100, total: 20, items: [] });
    expect((await get("/records?page=1&q=nothing like it")).json()).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it("takes % and _ in the text literally", async () => {
    expect(await titles("/records?page=1&q=%25")).toEqual(["100% Cotton Mill"]);
    expect(await titles("/records?page=1&q=t_n")).toEqual(["Fort_Negley"]);
    expect(await titles("/records?page=1&q=0%25%20c")).toEqual(["100% Cotton Mill"]);
    expect(await titles("/records?page=1&q=%5C")).toEqual([]);
  });

  it("keeps to placed records when asked", async () => {
    const placed = (await get("/records?page=1&q=fort&placed=true")).json();
    expect(placed.total).toBe(3);
    expect(placed.items.every((item: Item) => item.Coordinates !== null)).toBe(true);
  });

  it("refuses bad paging with every invalid field listed", async () => {
    const bad = await get("/records?page=0&pageSize=abc&placed=yes");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: "validation_failed",
      message: expect.any(String),
    });
    expect(bad.json().error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      "page",
      "pageSize",
      "placed",
    ]);
    for (const url of [
      "/records?q=fort",
      "/records?page=1.5",
      "/records?page=1&pageSize=101",
      "/records?page=1&page=2",
      `/records?page=1&q=${"x".repeat(201)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe("validation_failed");
    }
  });

  it("leaves the whole list exactly as it was", async () => {
    const whole = await get("/records");
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("application/json; charset=utf-8");
    const list = whole.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(SITES + TRICKY.length + 1);
    const paged = [
      ...(await get("/records?page=1&pageSize=100")).json().items,
      ...(await get("/records?page=2&pageSize=100")).json().items,
    ];
    expect(JSON.stringify(paged)).toBe(JSON.stringify(list));
    expect(whole.body).toBe(`[${list.map((item: unknown) => JSON.stringify(item)).join(",")}]`);
    // Unknown parameters never switched the list to pages, and still don't.
    expect((await get("/records?unrelated=1")).body).toBe(whole.body);
  });

  it("answers If-None-Match with 304 until a record changes", async () => {
    const first = await get("/records?page=1&q=fort");
    const etag = first.headers.etag as string;
    expect((await get("/records?page=1&q=fort", { "if-none-match": etag })).statusCode).toBe(304);
    await t.services.records.create(recordBody({ Title: "Fort Shiloh" }));
    const changed = await get("/records?page=1&q=fort", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().total).toBe(5);
  });
});
