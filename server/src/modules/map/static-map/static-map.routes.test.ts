import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { nextStopMapPath } from "@tours/shared";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFixture } from "../../../../../scripts/map/make-fixture.js";
import { createTestApp, testEngines, type TestApp } from "../../../test/test-app.js";

const fixtureDir = fs.mkdtempSync(path.join(os.tmpdir(), "static-map-"));
const fixture = path.join(fixtureDir, "nashville.pmtiles");
fs.writeFileSync(fixture, buildFixture());
afterAll(() => fs.rmSync(fixtureDir, { recursive: true, force: true }));

/** Two demo sites downtown, a few blocks apart along Church Street and 5th Avenue. */
const CAPITOL = { lat: 36.1659, lng: -86.7844 };
const RYMAN = { lat: 36.1612, lng: -86.7785 };

async function walk(t: TestApp, route: [number, number][] | null = null) {
  const capitol = await t.services.records.create(recordBody({ Coordinates: CAPITOL }));
  const ryman = await t.services.records.create(recordBody({ Coordinates: RYMAN }));
  const tour = tourBody({
    title: "Downtown walk",
    route: route && { type: "LineString", coordinates: route },
  });
  const stops = [
    stopBody(tour.id, capitol.id, { siteName: "The Capitol" }),
    stopBody(tour.id, ryman.id, { siteName: "Ryman Auditorium" }),
  ];
  await t.services.tourWithStops.save(tour.id, { tour, stops });
  return { tour, first: stops[0]!, last: stops[1]! };
}

const textPaths = (svg: string) =>
  [...svg.matchAll(/<textPath [^>]*>([^<]*)<\/textPath>/g)].map((m) => m[1]);

describe.each(testEngines)("the static next-stop map on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp(engine, { MAP_PMTILES: fixture })));
  afterAll(() => t.close());

  it("draws the leg over the basemap's streets with their names and both stops", async () => {
    const { tour, first } = await walk(t);
    const res = await t.app.inject({ url: nextStopMapPath(tour.id, first.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    const svg = res.body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 560"/);
    expect(svg).toContain('aria-label="Map from The Capitol to Ryman Auditorium"');
    // Streets of the fixture around the two sites, named along their courses.
    expect(textPaths(svg)).toEqual(expect.arrayContaining(["Church Street"]));
    expect(new Set(textPaths(svg)).size).toBe(textPaths(svg).length);
    expect(svg).toMatch(
      /<path fill="none" stroke="#0b5394" stroke-width="6" data-leg="" d="M[\d.]+ [\d.]+L/,
    );
    expect(svg).toContain('data-stop="1"');
    expect(svg).toContain('data-stop="2"');
    expect(Buffer.byteLength(svg)).toBeLessThan(60_000);
  });

  it("follows the tour's drawn route, bends included", async () => {
    const bend: [number, number][] = [
      [-86.7844, 36.1659],
      [-86.7844, 36.1612],
      [-86.7785, 36.1612],
    ];
    const { tour, first } = await walk(t, bend);
    const svg = (await t.app.inject({ url: nextStopMapPath(tour.id, first.id) })).body;
    const leg = /data-leg="" d="M([\d.]+) ([\d.]+)L([^"]*)"/.exec(svg);
    // Down from the Capitol, then across: three points, the corner below the start.
    const points = leg![3]!.trim().split(" ").map(Number);
    expect(points).toHaveLength(4);
    expect(points[0]).toBeCloseTo(Number(leg![1]), 0);
    expect(points[1]).toBeGreaterThan(Number(leg![2]));
  });

  it("answers compressed, with an ETag, kept a minute, and 304 to a client that has it", async () => {
    const { tour, first } = await walk(t);
    const url = nextStopMapPath(tour.id, first.id);
    const res = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    // Shown twice in one opening (at the tap, then in the full dialog): the second from the cache.
    expect(res.headers["cache-control"]).toBe("public, max-age=60, must-revalidate");
    const svg = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(svg).toContain("<textPath");
    expect(res.rawPayload.length).toBeLessThan(30_000);
    const again = await t.app.inject({ url, headers: { "if-none-match": res.headers.etag! } });
    expect(again.statusCode).toBe(304);
  });

  it("answers 404 for an unknown tour, an unknown stop and the last stop", async () => {
    const { tour, last } = await walk(t);
    for (const url of [
      nextStopMapPath("no-such-tour", last.id),
      nextStopMapPath(tour.id, "no-such-stop"),
      nextStopMapPath(tour.id, last.id),
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    }
  });
});

describe("the static next-stop map with the built-in outline", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp("sqlite")));
  afterAll(() => t.close());

  it("draws what the outline style draws, the leg and both stops, without street names", async () => {
    const { tour, first } = await walk(t);
    const res = await t.app.inject({ url: nextStopMapPath(tour.id, first.id) });
    expect(res.statusCode).toBe(200);
    const svg = res.body;
    // The outline's background and county, in the outline style's colours.
    expect(svg).toContain('<rect width="400" height="560" fill="#dde3e0"/>');
    expect(svg).toContain('<path fill="#f6f1e6"');
    expect(svg).not.toContain("<textPath");
    expect(svg).toContain("data-leg");
    expect(svg).toContain('data-stop="2"');
  });
});
