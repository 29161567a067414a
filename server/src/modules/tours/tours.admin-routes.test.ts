import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { countRows, createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

describe.each(testEngines)("tours and stops admin API on %s", (engine) => {
  let t: TestApp;
  let recordId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    recordId = (await t.services.records.create(recordBody())).id;
  });
  afterAll(() => t.close());

  it("rejects anonymous calls", async () => {
    for (const [method, url] of [
      ["GET", "/tours"],
      ["POST", "/tours"],
      ["PUT", "/tours/x"],
      ["DELETE", "/tours/x"],
      ["GET", "/stops"],
      ["POST", "/stops"],
      ["PUT", "/tours/x/with-stops"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/dashboard/api${url}`,
        payload: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("creates a tour with the zoom defaults and lists it", async () => {
    const body = tourBody();
    const res = await t.admin("POST", "/tours", body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: body.id,
      tourMapZoomLevel: 12,
      nextStopMapZoomLevel: 17,
      stopIds: [],
      version: 1,
    });
    expect((await t.admin("GET", "/tours")).json().map((x: { id: string }) => x.id)).toContain(
      body.id,
    );
  });

  it("lists every invalid tour field (SPEC §5 Tour)", async () => {
    const res = await t.admin("POST", "/tours", {
      ...tourBody(),
      title: "",
      intro: "",
      map: "",
      duration: "2",
      stopIds: "a",
      tourMapZoomLevel: 23,
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(["title", "intro", "map", "duration", "stopIds", "tourMapZoomLevel"]),
    );
  });

  it("sanitizes intro and outro so no script reaches a visitor", async () => {
    const body = tourBody({
      intro: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      outro: '<a href="javascript:alert(1)">bye</a> <b>now</b>',
    });
    const saved = (await t.admin("POST", "/tours", body)).json();
    expect(saved.intro).toBe("<p>Hi</p>");
    expect(saved.outro).toBe("<a>bye</a> <b>now</b>");
  });

  it("refuses an intro that is nothing but disallowed markup", async () => {
    const res = await t.admin("POST", "/tours", tourBody({ intro: "<script>alert(1)</script>" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toEqual([{ path: "intro", message: "Must contain text" }]);
  });

  it("adds stops in order, answers each save with its id, and reorders by stopIds", async () => {
    const tour = (await t.admin("POST", "/tours", tourBody())).json();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.admin("POST", "/stops", stopBody(tour.id, recordId));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    expect((await t.services.tours.get(tour.id)).stopIds).toEqual(ids);
    const reordered = [ids[2]!, ids[0]!, ids[1]!];
    const res = await t.admin("PUT", `/tours/${tour.id}`, { ...tour, stopIds: reordered });
    expect(res.json().stopIds).toEqual(reordered);
    const bad = await t.admin("PUT", `/tours/${tour.id}`, {
      ...(res.json() as object),
      stopIds: ["not-a-stop"],
    });
    expect(bad.statusCode).toBe(400);
  });

  it("takes stopIds as the whole order: a stop left out or listed twice is refused, order kept", async () => {
    const tour = (await t.admin("POST", "/tours", tourBody())).json();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await t.admin("POST", "/stops", stopBody(tour.id, recordId))).json().id);
    const saved = await t.services.tours.get(tour.id);
    const leftOut = await t.admin("PUT", `/tours/${tour.id}`, {
      ...saved,
      stopIds: [ids[2], ids[0]],
    });
    expect(leftOut.statusCode).toBe(400);
    expect(leftOut.json().error.issues).toEqual([
      expect.objectContaining({ path: "stopIds", message: expect.stringContaining(ids[1]!) }),
    ]);
    const twice = await t.admin("PUT", `/tours/${tour.id}`, {
      ...saved,
      stopIds: [ids[0], ids[1], ids[2], ids[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.issues).toEqual([
      expect.objectContaining({ path: "stopIds.3", message: expect.stringContaining("twice") }),
    ]);
    // Nothing of either refused save was kept: not the order, not the tour's fields.
    const after = await t.services.tours.get(tour.id);
    expect(after.stopIds).toEqual(ids);
    expect(after.version).toBe(saved.version);
  });

  it("validates stops (SPEC §5 Stop) and their references", async () => {
    const tour = (await t.admin("POST", "/tours", tourBody())).json();
    const missing = await t.admin("POST", "/stops", { id: "s1", tourId: tour.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["slug", "siteName", "narrativeText", "recordId", "audio", "images"]),
    );
    const dangling = await t.admin("POST", "/stops", stopBody("no-such-tour", "no-such-record"));
    expect(dangling.statusCode).toBe(400);
    expect(dangling.json().error.issues.map((i: { path: string }) => i.path)).toEqual([
      "tourId",
      "recordId",
    ]);
  });

  it("refuses a second stop with the same slug on a tour", async () => {
    const tour = (await t.admin("POST", "/tours", tourBody())).json();
    await t.admin("POST", "/stops", stopBody(tour.id, recordId, { slug: "capitol" }));
    const res = await t.admin("POST", "/stops", stopBody(tour.id, recordId, { slug: "capitol" }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "taken", issues: [{ path: "slug" }] });
  });

  it("deletes a tour together with its stops", async () => {
    const tour = (await t.admin("POST", "/tours", tourBody())).json();
    const stop = (await t.admin("POST", "/stops", stopBody(tour.id, recordId))).json();
    await t.services.settings.setFeaturedTours({ featuredTours: [tour.id] });
    expect((await t.admin("DELETE", `/tours/${tour.id}`)).statusCode).toBe(204);
    expect((await t.admin("GET", "/stops")).json().map((s: { id: string }) => s.id)).not.toContain(
      stop.id,
    );
    expect(await t.services.settings.featuredTours()).not.toContain(tour.id);
    expect((await t.admin("DELETE", `/tours/${tour.id}`)).statusCode).toBe(404);
  });

  it("updates and deletes a single stop, refusing a stale version", async () => {
    const tour = (await t.admin("POST", "/tours", tourBody())).json();
    const stop = (await t.admin("POST", "/stops", stopBody(tour.id, recordId))).json();
    const updated = await t.admin("PUT", `/stops/${stop.id}`, { ...stop, siteName: "Renamed" });
    expect(updated.json()).toMatchObject({ id: stop.id, siteName: "Renamed", version: 2 });
    const stale = await t.admin("PUT", `/stops/${stop.id}`, { ...stop, siteName: "Stale" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("stale_version");
    expect((await t.admin("DELETE", `/stops/${stop.id}`)).statusCode).toBe(204);
    expect(await countRows(t, "stops")).toBeGreaterThanOrEqual(0);
  });
});
