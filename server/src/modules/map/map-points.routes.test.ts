import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

const URL = "/api/map/points.geojson";

describe.each(testEngines)("GET /api/map/points.geojson on %s", (engine) => {
  let t: TestApp;
  let broadwayId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const unplaced = await t.services.records.create(
      recordBody({ Title: "Lost Site", Coordinates: null }),
    );
    const ryman = await t.services.records.create(
      recordBody({ Title: "Ryman", Coordinates: { lat: 36.1612, lng: -86.7785 } }),
    );
    const capitol = await t.services.records.create(
      recordBody({ Title: "Capitol", Coordinates: { lat: 36.1659, lng: -86.7844 } }),
    );
    // Starts at its first placed stop: the unplaced one before it is passed over.
    const broadway = tourBody({ title: "broadway", categories: ["Driving Tours"] });
    broadwayId = broadway.id;
    await t.services.tourWithStops.save(broadway.id, {
      tour: broadway,
      stops: [
        stopBody(broadway.id, unplaced.id, { siteName: "Somewhere" }),
        stopBody(broadway.id, ryman.id, { siteName: "Mother Church" }),
        stopBody(broadway.id, capitol.id, { siteName: "The Capitol" }),
      ],
    });
    const capitolHill = tourBody({ title: "Capitol Hill" });
    await t.services.tourWithStops.save(capitolHill.id, {
      tour: capitolHill,
      stops: [stopBody(capitolHill.id, capitol.id, { siteName: "The Capitol" })],
    });
    // No placed stop: not on the map.
    const nowhere = tourBody({ title: "Nowhere" });
    await t.services.tourWithStops.save(nowhere.id, {
      tour: nowhere,
      stops: [stopBody(nowhere.id, unplaced.id, { siteName: "Somewhere" })],
    });
  });
  afterAll(() => t.close());

  it("lists where each placed tour starts, as GeoJSON points in title order", async () => {
    const res = await t.app.inject({ url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/geo+json; charset=utf-8");
    const body = res.json();
    expect(body.type).toBe("FeatureCollection");
    expect(body.features).toEqual([
      {
        type: "Feature",
        geometry: { type: "Point", coordinates: [-86.7785, 36.1612] },
        properties: {
          tourId: broadwayId,
          slug: expect.any(String),
          title: "broadway",
          categories: ["Driving Tours"],
          start: "Mother Church",
        },
      },
      expect.objectContaining({
        geometry: { type: "Point", coordinates: [-86.7844, 36.1659] },
        properties: expect.objectContaining({ title: "Capitol Hill", start: "The Capitol" }),
      }),
    ]);
  });

  it("is compressed and answers If-None-Match with 304 until the content changes", async () => {
    const gz = await t.app.inject({ url: URL, headers: { "accept-encoding": "gzip, br" } });
    expect(gz.headers["content-encoding"]).toBe("br");
    const etag = gz.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(JSON.parse(zlib.brotliDecompressSync(gz.rawPayload).toString()).features).toHaveLength(
      2,
    );
    const again = await t.app.inject({ url: URL, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);

    const tour = await t.services.tours.get(broadwayId);
    await t.services.tours.update(broadwayId, { ...tour, title: "Broadway at Night" });
    const changed = await t.app.inject({ url: URL, headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().features[0].properties.title).toBe("Broadway at Night");
  });
});
