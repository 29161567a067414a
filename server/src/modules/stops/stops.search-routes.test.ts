import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

interface Hit {
  id: string;
  slug: string;
  siteName: string;
  tourId: string;
}

/** Two tours of 30 stops each whose records carry "Market" (in mixed spellings), one that doesn't. */
const PER_TOUR = 30;

describe.each(testEngines)("paged GET /api/stops/searchKeyword on %s", (engine) => {
  let t: TestApp;
  let other: Awaited<ReturnType<TestApp["services"]["records"]["create"]>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const market = await t.services.records.create(
      recordBody({ Keyword: ["Market", "Civil War"] }),
    );
    const marketToo = await t.services.records.create(recordBody({ Keyword: ["MARKET"] }));
    other = await t.services.records.create(recordBody({ Keyword: ["music"] }));
    // "bravo" sorts after "Alpha" only when case is ignored.
    for (const title of ["bravo Walk", "Alpha Walk"]) {
      const tour = tourBody({ title });
      const stops = Array.from({ length: PER_TOUR }, (_, i) =>
        stopBody(tour.id, i % 2 ? market.id : marketToo.id, {
          siteName: `${title} ${String(i).padStart(2, "0")}`,
        }),
      );
      stops.splice(5, 0, stopBody(tour.id, other.id, { siteName: `${title} music` }));
      await t.services.tourWithStops.save(tour.id, { tour, stops });
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/stops/searchKeyword${url}`, headers });
  const names = async (url: string) =>
    ((await get(url)).json().items as Hit[]).map((hit) => hit.siteName);

  it("pages the stops of a keyword by tour title (any case) and stop order, with the total", async () => {
    const first = await get("?keyword=market&page=1");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(Object.keys(body)).toEqual(["items", "page", "pageSize", "total"]);
    expect(body).toMatchObject({ page: 1, pageSize: 24, total: 2 * PER_TOUR });
    expect(body.items).toHaveLength(24);
    // Hits as in the whole list: only id, slug, siteName and tourId.
    expect(Object.keys(body.items[0]).sort()).toEqual(["id", "siteName", "slug", "tourId"]);
    expect(body.items[0].siteName).toBe("Alpha Walk 00");
    const third = await names("?keyword=MARKET&page=3");
    expect(third).toHaveLength(2 * PER_TOUR - 48);
    expect(third.at(-1)).toBe("bravo Walk 29");
    expect(await names("?keyword=market&page=2&pageSize=100")).toEqual([]);
  });

  it("answers a page past the last with no items and the real total", async () => {
    expect((await get("?keyword=market&page=99999")).json()).toEqual({
      items: [],
      page: 99999,
      pageSize: 24,
      total: 2 * PER_TOUR,
    });
    expect((await get("?keyword=nothing&page=1")).json()).toEqual({
      items: [],
      page: 1,
      pageSize: 24,
      total: 0,
    });
  });

  it("leaves the whole list as it was, the same hits in the same order as the pages", async () => {
    const whole = await get("?keyword=market");
    expect(whole.statusCode).toBe(200);
    const list = whole.json() as Hit[];
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(2 * PER_TOUR);
    const paged = [
      ...(await get("?keyword=market&page=1&pageSize=50")).json().items,
      ...(await get("?keyword=market&page=2&pageSize=50")).json().items,
    ];
    expect(paged).toEqual(list);
    // Unknown parameters never switched the list to pages, and still don't.
    expect((await get("?keyword=market&unrelated=1")).body).toBe(whole.body);
  });

  it("refuses bad paging with every invalid field listed, never a server error", async () => {
    const bad = await get("?page=0&pageSize=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("validation_failed");
    expect(bad.json().error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      "keyword",
      "page",
      "pageSize",
    ]);
    for (const url of [
      "?keyword=market&pageSize=10",
      "?keyword=market&page=abc",
      "?keyword=market&page=-1",
      "?keyword=market&page=1.5",
      "?keyword=market&page=1&page=2",
      "?keyword=market&page=1&pageSize=101",
      "?keyword=market&page=1&pageSize=0",
      "?keyword=%20&page=1",
      "?keyword=a&keyword=b&page=1",
      `?keyword=${"x".repeat(201)}&page=1`,
      `?keyword=${"x".repeat(5000)}`,
      "?keyword=mar%00ket&page=1",
      "?keyword=market&page=1%00",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe("validation_failed");
    }
  });

  it("counts a search once: its first page, not the pages read after it", async () => {
    const searches = async () => {
      await t.services.analytics.flush();
      const rows = await t.db
        .selectFrom("analytics_events")
        .select("label")
        .where("category", "=", "Search")
        .where("label", "=", "civil war")
        .execute();
      return rows.length;
    };
    const before = await searches();
    await get("?keyword=civil%20war&page=1");
    await get("?keyword=civil%20war&page=2");
    await get("?keyword=civil%20war&page=3&pageSize=10");
    expect(await searches()).toBe(before + 1);
    await get("?keyword=civil%20war");
    expect(await searches()).toBe(before + 2);
  });

  it("answers If-None-Match with 304 until the stops of the keyword change", async () => {
    const first = await get("?keyword=market&page=1");
    const etag = first.headers.etag as string;
    expect((await get("?keyword=market&page=1", { "if-none-match": etag })).statusCode).toBe(304);
    // A record that no stop uses leaves the results (and so the ETag) as they were.
    await t.services.records.create(recordBody({ Keyword: ["market"] }));
    expect((await get("?keyword=market&page=1", { "if-none-match": etag })).statusCode).toBe(304);
    await t.services.records.update(other.id, { ...other, Keyword: ["music", "market"] });
    const changed = await get("?keyword=market&page=1", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().total).toBe(2 * PER_TOUR + 2);
  });
});
