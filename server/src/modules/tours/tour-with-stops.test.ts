import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

describe.each(testEngines)("PUT /dashboard/api/tours/{id}/with-stops on %s", (engine) => {
  let t: TestApp;
  let recordId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    recordId = (await t.services.records.create(recordBody())).id;
  });
  afterAll(() => t.close());

  const save = (id: string, payload: unknown) => t.admin("PUT", `/tours/${id}/with-stops`, payload);

  it("creates a tour and its stops in the given order", async () => {
    const tour = tourBody();
    const stops = [
      stopBody(tour.id, recordId),
      stopBody(tour.id, recordId),
      stopBody(tour.id, recordId),
    ];
    const res = await save(tour.id, { tour, stops });
    expect(res.statusCode).toBe(200);
    expect(res.json().tour.stopIds).toEqual(stops.map((s) => s.id));
    expect(res.json().stops.map((s: { slug: string }) => s.slug)).toEqual(stops.map((s) => s.slug));
  });

  it("updates, reorders, adds and removes stops in one call", async () => {
    const tour = tourBody();
    const [a, b, c] = [
      stopBody(tour.id, recordId),
      stopBody(tour.id, recordId),
      stopBody(tour.id, recordId),
    ];
    const first = (await save(tour.id, { tour, stops: [a, b, c] })).json();
    const d = stopBody(tour.id, recordId);
    const res = await save(tour.id, {
      tour: { ...tour, title: "Edited", version: first.tour.version },
      stops: [{ ...c!, siteName: "Now first" }, d, a],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tour).toMatchObject({ title: "Edited", stopIds: [c!.id, d.id, a!.id] });
    expect(res.json().stops[0].siteName).toBe("Now first");
    expect((await t.admin("GET", "/stops")).json().map((s: { id: string }) => s.id)).not.toContain(
      b!.id,
    );
  });

  it("takes the order of the stops, ignoring a tour.stopIds sent along", async () => {
    const tour = tourBody();
    const [a, b] = [stopBody(tour.id, recordId), stopBody(tour.id, recordId)];
    const res = await save(tour.id, { tour: { ...tour, stopIds: [b.id, a.id] }, stops: [a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json().tour.stopIds).toEqual([a.id, b.id]);
  });

  it("leaves the saved tour untouched when one stop is invalid", async () => {
    const tour = tourBody({ title: "Original" });
    const stops = [stopBody(tour.id, recordId), stopBody(tour.id, recordId)];
    await save(tour.id, { tour, stops });
    const res = await save(tour.id, {
      tour: { ...tour, title: "Half saved?" },
      stops: [{ ...stops[0]!, siteName: "Changed" }, stopBody(tour.id, "missing-record")],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toEqual([
      { path: "stops.1.recordId", message: "No record with this id" },
    ]);
    const after = await t.services.tours.get(tour.id);
    expect(after.title).toBe("Original");
    expect(after.stopIds).toEqual(stops.map((s) => s.id));
  });

  it("rolls everything back when a write fails inside the transaction", async () => {
    const tour = tourBody({ title: "Before" });
    const stops = [stopBody(tour.id, recordId)];
    const { version } = (await save(tour.id, { tour, stops })).json().tour;
    const other = tourBody();
    const foreign = stopBody(other.id, recordId);
    await save(other.id, { tour: other, stops: [foreign] });
    // The second stop claims an id that belongs to another tour: found only while writing.
    const res = await save(tour.id, {
      tour: { ...tour, title: "After", version },
      stops: [stops[0]!, { ...foreign, tourId: tour.id, slug: "stolen" }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("conflict");
    expect((await t.services.tours.get(tour.id)).title).toBe("Before");
    expect((await t.services.tours.get(tour.id)).stopIds).toEqual([stops[0]!.id]);
    expect((await t.services.tours.get(other.id)).stopIds).toEqual([foreign.id]);
  });

  it("refuses a stale tour version and changes nothing", async () => {
    const tour = tourBody({ title: "Mine" });
    const first = (await save(tour.id, { tour, stops: [] })).json();
    await save(tour.id, {
      tour: { ...tour, title: "Theirs", version: first.tour.version },
      stops: [],
    });
    const res = await save(tour.id, {
      tour: { ...tour, title: "Mine again", version: first.tour.version },
      stops: [stopBody(tour.id, recordId)],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("stale_version");
    const after = await t.services.tours.get(tour.id);
    expect(after.title).toBe("Theirs");
    expect(after.stopIds).toEqual([]);
  });

  it("answers 404 for a saved tour deleted meanwhile, and does not bring it back", async () => {
    const tour = tourBody();
    const first = (await save(tour.id, { tour, stops: [] })).json();
    expect((await t.admin("DELETE", `/tours/${tour.id}`)).statusCode).toBe(204);
    const res = await save(tour.id, {
      tour: { ...tour, version: first.tour.version },
      stops: [stopBody(tour.id, recordId)],
    });
    expect(res.statusCode).toBe(404);
    expect((await t.admin("GET", `/tours/${tour.id}`)).statusCode).toBe(404);
  });

  it("lists problems in the tour and in the stops together", async () => {
    const tour = tourBody();
    const res = await save(tour.id, {
      tour: { ...tour, title: "" },
      stops: [stopBody(tour.id, recordId, { siteName: "" })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual([
      "tour.title",
      "stops.0.siteName",
    ]);
  });

  it("refuses stops of another tour and repeated slugs", async () => {
    const tour = tourBody();
    const res = await save(tour.id, {
      tour,
      stops: [
        stopBody(tour.id, recordId, { slug: "same" }),
        stopBody("elsewhere", recordId, { slug: "same" }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual([
      "stops.1.tourId",
      "stops.1.slug",
    ]);
  });

  it("requires a signed-in staff member", async () => {
    const tour = tourBody();
    const res = await t.app.inject({
      method: "PUT",
      url: `/dashboard/api/tours/${tour.id}/with-stops`,
      payload: { tour, stops: [] },
    });
    expect(res.statusCode).toBe(401);
  });
});
