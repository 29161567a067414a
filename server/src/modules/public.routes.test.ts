import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";

describe.each(testEngines)("public API on %s", (engine) => {
  let t: TestApp;
  let tourId: string;
  let stopIds: string[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    const capitol = await t.services.records.create(
      recordBody({ Title: "State Capitol", Keyword: ["Capitol", "Civil War"] }),
    );
    const ryman = await t.services.records.create(
      recordBody({ Title: "Ryman Auditorium", Keyword: ["music", ""], Coordinates: null }),
    );
    const tour = tourBody({ title: "Capitol Hill" });
    tourId = tour.id;
    const stops = [
      stopBody(tour.id, capitol.id, { siteName: "The Capitol" }),
      stopBody(tour.id, ryman.id, { siteName: "The Ryman" }),
    ];
    stopIds = stops.map((s) => s.id);
    await t.services.tourWithStops.save(tour.id, { tour, stops });
    await t.services.settings.setFeaturedTours({ featuredTours: [tour.id] });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api${url}`, headers });

  it("lists tours with their stop ids in order", async () => {
    const res = await get("/tours");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: tourId,
        title: "Capitol Hill",
        stopIds,
        categories: ["Downtown Nashville Tours"],
      }),
    ]);
  });

  it("returns a tour's stops in order with their records embedded", async () => {
    const stops = (await get(`/tours/${tourId}/stops`)).json();
    expect(stops.map((s: { id: string }) => s.id)).toEqual(stopIds);
    expect(stops[0]).toMatchObject({
      siteName: "The Capitol",
      record: { Title: "State Capitol", Tours: [tourId] },
      audio: { path: "media/a.mp3" },
    });
    expect(stops[1].record.Coordinates).toBeNull();
    expect((await get("/tours/unknown/stops")).statusCode).toBe(404);
  });

  it("lists records with SPEC field names", async () => {
    const records = (await get("/records")).json();
    expect(records.map((r: { Title: string }) => r.Title)).toEqual([
      "Ryman Auditorium",
      "State Capitol",
    ]);
    expect(Object.keys(records[1])).toEqual(
      expect.arrayContaining([
        "id",
        "slug",
        "Title",
        "Type",
        "Creator",
        "Author",
        "Address",
        "Coordinates",
        "Description",
        "Source",
        "Date",
        "Contributor",
        "RelationLink",
        "RelationText",
        "Coverage",
        "Rights",
        "Subject",
        "Keyword",
        "Tours",
        "Notes",
        "audios",
        "videos",
        "images",
      ]),
    );
  });

  it("lists keywords sorted, without empties or repeats", async () => {
    expect((await get("/keywords")).json()).toEqual(["Capitol", "Civil War", "music"]);
  });

  it("finds stops by keyword, case-insensitively, with only id, slug, siteName and tourId", async () => {
    const res = await get("/stops/searchKeyword?keyword=civil%20war");
    expect(res.json()).toEqual([
      { id: stopIds[0], slug: expect.any(String), siteName: "The Capitol", tourId },
    ]);
    expect((await get("/stops/searchKeyword?keyword=nothing")).json()).toEqual([]);
    expect((await get("/stops/searchKeyword")).statusCode).toBe(400);
  });

  it("finds a keyword added to a record right after the save", async () => {
    expect((await get("/stops/searchKeyword?keyword=Opry")).json()).toEqual([]);
    const [ryman] = (await get("/records"))
      .json()
      .filter((r: { Title: string }) => r.Title === "Ryman Auditorium");
    await t.services.records.update(ryman.id, { ...ryman, Keyword: ["music", "opry"] });
    expect((await get("/stops/searchKeyword?keyword=Opry")).json()).toEqual([
      expect.objectContaining({ siteName: "The Ryman" }),
    ]);
  });

  it("records a Search analytics event for each keyword search", async () => {
    await get("/stops/searchKeyword?keyword=music");
    await t.services.analytics.flush();
    const events = await t.db
      .selectFrom("analytics_events")
      .selectAll()
      .where("category", "=", "Search")
      .execute();
    expect(events.map((e) => e.label)).toContain("music");
  });

  it("reads each query through its route's contract: a bad one is a 400 listing every field", async () => {
    const cases: [string, string[]][] = [
      ["/records?page=abc&pageSize=0", ["page", "pageSize"]],
      ["/records?q=capitol", ["page"]],
      ["/keywords?limit=x&q=" + "x".repeat(201), ["q", "limit"]],
      ["/stops/searchKeyword?pageSize=x", ["keyword", "page", "pageSize"]],
    ];
    for (const [url, paths] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatchObject({
        code: "validation_failed",
        message: "Some fields are not valid",
      });
      expect(
        res.json().error.issues.map((i: { path: string }) => i.path),
        url,
      ).toEqual(paths);
    }
  });

  it.each([
    ["/records?page=1e3", "page"],
    ["/records?page=0x10", "page"],
    ["/records?page=%201", "page"],
    ["/records?page=01", "page"],
    ["/records?page=%2B1", "page"],
    ["/records?page=1&pageSize=1e1", "pageSize"],
    ["/stops/searchKeyword?keyword=music&page=1e3", "page"],
    ["/stops/searchKeyword?keyword=music&page=0x10", "page"],
    ["/stops/searchKeyword?keyword=music&page=1%20", "page"],
    ["/stops/searchKeyword?keyword=music&page=01", "page"],
    ["/keywords?limit=1e1", "limit"],
  ])("refuses %s: a number is written in plain digits", async (url, path) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "validation_failed",
      message: "Some fields are not valid",
      issues: [{ path, message: "Expected a whole number in plain digits, such as 2" }],
    });
  });

  it("ignores query parameters the contracts do not name", async () => {
    expect((await get("/records?sort=title")).body).toBe((await get("/records")).body);
    expect((await get("/keywords?lang=en")).body).toBe((await get("/keywords")).body);
    expect((await get(`/tours/${tourId}/stops?lang=en`)).body).toBe(
      (await get(`/tours/${tourId}/stops`)).body,
    );
  });

  it("looks a tour up by its id exactly as the address gives it", async () => {
    for (const id of ["%20", `%20${tourId}`, `${tourId}%20`]) {
      expect((await get(`/tours/${id}/stops`)).json().error.code, id).toBe("not_found");
    }
    const long = await get(`/tours/${"x".repeat(65)}/stops`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.issues).toEqual([
      { path: "params.tourId", message: "Use at most 64 characters" },
    ]);
  });

  it("serves featured tours, social links and About Us", async () => {
    expect((await get("/featuredTours")).json()).toEqual([tourId]);
    expect((await get("/socialLinks")).json()).toEqual({
      facebook: "",
      twitter: "",
      instagram: "",
      tiktok: "",
      version: 0,
    });
    expect((await get("/content/about-us")).json()).toEqual({
      contactInfo: { phone: "", email: "", address: ["", "", ""] },
      curriculumTeam: [],
      staff: [],
      version: 0,
    });
  });

  it("answers If-None-Match with 304 until the content changes", async () => {
    const first = await get("/tours");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await get("/tours", { "if-none-match": etag })).statusCode).toBe(304);
    await t.services.tours.update(tourId, {
      ...(await t.services.tours.get(tourId)),
      title: "Capitol Hill Walk",
    });
    const changed = await get("/tours", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()[0].title).toBe("Capitol Hill Walk");
  });

  it("compresses list responses", async () => {
    for (let i = 0; i < 5; i++) await t.services.records.create(recordBody());
    const gz = await get("/records", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const records = JSON.parse(zlib.gunzipSync(gz.rawPayload).toString());
    expect(records).toHaveLength(7);
    const br = await get("/records", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(records);
  });

  it("stores analytics events and refuses malformed ones", async () => {
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/events",
          payload: { category: "Tour", action: "Started", label: "capitol-hill" },
        })
      ).statusCode,
    ).toBe(204);
    await t.services.analytics.flush();
    const stored = await t.db
      .selectFrom("analytics_events")
      .selectAll()
      .where("action", "=", "Started")
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({ category: "Tour", label: "capitol-hill", value: null }),
    ]);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: { category: "Ads", action: "" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues.map((i: { path: string }) => i.path)).toEqual([
      "category",
      "action",
    ]);
  });

  it("reports database reachability on /healthz", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({
      status: "ok",
      database: "up",
      shedding: false,
    });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await get("/nope");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
  });
});
