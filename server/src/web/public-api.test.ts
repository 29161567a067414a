/** What page loaders get for search: pages of results, one analytics event per search. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRevisionReader } from "../lib/content-revision.js";
import { createRevisionMemo } from "../lib/revision-memo.js";
import { loadSiteConfig } from "../site/site-config.js";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";
import { createPublicApi, type PublicApi } from "./public-api.js";

describe.each(testEngines)("public API for page loaders on %s", (engine) => {
  let t: TestApp;
  let api: PublicApi;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const memo = createRevisionMemo(createRevisionReader(t.data.repos.revision));
    const site = loadSiteConfig(t.config.siteConfigFile);
    api = createPublicApi(t.services, site, "http://site.test/", memo);
    const record = await t.services.records.create(recordBody({ Keyword: ["Fort", "Music"] }));
    const tour = tourBody({ title: "River Walk" });
    const stops = Array.from({ length: 5 }, (_, i) =>
      stopBody(tour.id, record.id, { siteName: `Stop ${i}` }),
    );
    await t.services.tourWithStops.save(tour.id, { tour, stops });
  });
  afterAll(() => t.close());

  const searches = async (keyword: string) => {
    await t.services.analytics.flush();
    const rows = await t.db
      .selectFrom("analytics_events")
      .select("label")
      .where("category", "=", "Search")
      .where("label", "=", keyword)
      .execute();
    return rows.length;
  };

  it("answers a page of results with each stop's tour, counting the first page only", async () => {
    const first = await api.searchStopsPage({ keyword: "fort", page: 1, pageSize: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(first.items[0]).toMatchObject({ siteName: "Stop 0", tourTitle: "River Walk" });
    expect(first.items[0]?.tourSlug).toMatch(/^tour-/);
    await api.searchStopsPage({ keyword: "fort", page: 2, pageSize: 2 });
    await api.searchStopsPage({ keyword: "fort", page: 3, pageSize: 2 });
    expect(await searches("fort")).toBe(1);
  });

  it("offers the most used keywords, following the content", async () => {
    expect(await api.keywordOptions()).toEqual(["Fort", "Music"]);
    await t.services.records.create(recordBody({ Keyword: ["Bridge", "music"] }));
    expect(await api.keywordOptions()).toEqual(["Music", "Bridge", "Fort"]);
  });

  it("lists the tours in title order and where each starts, following the content", async () => {
    const record = await t.services.records.create(recordBody());
    const walk = async (title: string) => {
      const tour = tourBody({ title });
      await t.services.tourWithStops.save(tour.id, { tour, stops: [stopBody(tour.id, record.id)] });
      return tour;
    };
    const startOf = async (tourId: string) =>
      (await api.tourStarts()).find((start) => start.tourId === tourId);
    const ten = await walk("Walk 10");
    await walk("Walk 9");
    expect(await startOf(ten.id)).toMatchObject({ lat: 36.1659, lng: -86.7844 });

    const titles = async () => (await api.tourIndex()).map((tour) => tour.title);
    expect(await titles()).toEqual(expect.arrayContaining(["Walk 9", "Walk 10"]));
    expect((await titles()).indexOf("Walk 9")).toBeLessThan((await titles()).indexOf("Walk 10"));
    await walk("Walk 1");
    expect((await titles()).filter((title) => title.startsWith("Walk "))).toEqual([
      "Walk 1",
      "Walk 9",
      "Walk 10",
    ]);

    await t.services.records.update(record.id, {
      ...record,
      Coordinates: { lat: 36.2, lng: -86.8 },
    });
    expect(await startOf(ten.id)).toMatchObject({ lat: 36.2, lng: -86.8 });
  });
});
