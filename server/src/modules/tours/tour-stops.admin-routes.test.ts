/** GET /dashboard/api/tours/{id} and /tours/{id}/stops: one tour for the admin tour editor. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

describe.each(testEngines)("a tour's stops for the admin on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it("rejects anonymous calls", async () => {
    for (const url of ["/dashboard/api/tours/x", "/dashboard/api/tours/x/stops"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("answers 404 for an unknown tour", async () => {
    for (const url of ["/tours/no-such-tour", "/tours/no-such-tour/stops"]) {
      const res = await t.admin("GET", url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe("not_found");
    }
  });

  it("answers one tour with its version and stop order", async () => {
    const tour = tourBody();
    await t.admin("POST", "/tours", tour);
    const res = await t.admin("GET", `/tours/${tour.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: tour.id, title: tour.title, version: 1, stopIds: [] });
  });

  it("answers an empty list for a tour without stops", async () => {
    const tour = tourBody();
    await t.admin("POST", "/tours", tour);
    expect((await t.admin("GET", `/tours/${tour.id}/stops`)).json()).toEqual([]);
  });

  it("answers the tour's stops in tour order, each with a summary of its record", async () => {
    const placed = recordBody({ Title: "State Capitol", Type: "Building" });
    const unplaced = recordBody({ Title: "A Letter", Type: "Document", Coordinates: null });
    await t.admin("POST", "/records", placed);
    await t.admin("POST", "/records", unplaced);
    const tour = tourBody();
    const stops = [
      stopBody(tour.id, placed.id, { siteName: "First" }),
      stopBody(tour.id, unplaced.id, { siteName: "Second" }),
      stopBody(tour.id, placed.id, { siteName: "Third" }),
    ];
    const other = tourBody();
    const saved = await t.admin("PUT", `/tours/${tour.id}/with-stops`, {
      tour,
      stops: [stops[2], stops[0], stops[1]],
    });
    expect(saved.statusCode).toBe(200);
    await t.admin("PUT", `/tours/${other.id}/with-stops`, {
      tour: other,
      stops: [stopBody(other.id, placed.id)],
    });

    const res = await t.admin("GET", `/tours/${tour.id}/stops`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { siteName: string; version: number; record: unknown }[];
    expect(body.map((s) => s.siteName)).toEqual(["Third", "First", "Second"]);
    expect(body[0]).toMatchObject({ tourId: tour.id, recordId: placed.id, version: 1 });
    expect(body[0]!.record).toEqual({
      id: placed.id,
      slug: placed.slug,
      Title: "State Capitol",
      Type: "Building",
      Coordinates: placed.Coordinates,
    });
    expect(body[2]!.record).toEqual({
      id: unplaced.id,
      slug: unplaced.slug,
      Title: "A Letter",
      Type: "Document",
      Coordinates: null,
    });
  });

  it("refuses the tour's own address words as stop slugs", async () => {
    const record = recordBody();
    await t.admin("POST", "/records", record);
    const tour = tourBody();
    const res = await t.admin("PUT", `/tours/${tour.id}/with-stops`, {
      tour,
      stops: [
        stopBody(tour.id, record.id, { slug: "outro" }),
        stopBody(tour.id, record.id, { slug: "v" }),
        stopBody(tour.id, record.id, { slug: "outro-stop" }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual([
      "stops.0.slug",
      "stops.1.slug",
    ]);
  });
});
