/** A tour's drawn route: validated, saved with the tour in one call, and returned publicly. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

const line = (coordinates: unknown[]) => ({ type: "LineString", coordinates });
const downtown = [
  [-86.7844, 36.1659],
  [-86.7811, 36.1633],
  [-86.7785, 36.1612],
];

describe.each(testEngines)("a tour's route on %s", (engine) => {
  let t: TestApp;
  let recordId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    recordId = (await t.services.records.create(recordBody())).id;
  });
  afterAll(() => t.close());

  const save = (tour: { id: string } & Record<string, unknown>) =>
    t.admin("PUT", `/tours/${tour.id}/with-stops`, {
      tour,
      stops: [stopBody(tour.id, recordId)],
    });

  it("saves a drawn route with the tour and returns it to the public", async () => {
    const tour = tourBody({ route: line(downtown) as never });
    const res = await save(tour);
    expect(res.statusCode).toBe(200);
    expect(res.json().tour.route).toEqual(line(downtown));
    const pub = await t.app.inject({ method: "GET", url: "/api/tours" });
    const listed = pub.json().find((x: { id: string }) => x.id === tour.id);
    expect(listed.route).toEqual(line(downtown));
  });

  it("has no route unless one is drawn, and removes it when set to null", async () => {
    const tour = tourBody();
    const first = (await save(tour)).json();
    expect(first.tour.route).toBeNull();
    const drawn = (
      await save({ ...tour, route: line(downtown), version: first.tour.version })
    ).json();
    expect(drawn.tour.route.coordinates).toHaveLength(3);
    const cleared = await save({ ...tour, route: null, version: drawn.tour.version });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().tour.route).toBeNull();
  });

  it.each([
    [
      "a longitude off the globe",
      [
        [-186.78, 36.16],
        [-86.78, 36.16],
      ],
      "tour.route.coordinates.0.0",
    ],
    [
      "a latitude off the globe",
      [
        [-86.78, 36.16],
        [-86.78, 96.16],
      ],
      "tour.route.coordinates.1.1",
    ],
    [
      "a point that is not a number",
      [
        [-86.78, "36.16"],
        [-86.78, 36.16],
      ],
      "tour.route.coordinates.0.1",
    ],
    ["a point with one number", [[-86.78], [-86.78, 36.16]], "tour.route.coordinates.0"],
    ["a single point", [[-86.78, 36.16]], "tour.route.coordinates"],
  ])("refuses %s with 400 naming the field", async (_, coordinates, path) => {
    const res = await save(tourBody({ route: line(coordinates) as never }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it("refuses more than 5,000 points and a shape that is not a line", async () => {
    const many = Array.from({ length: 5001 }, (_, i) => [-86.78 + i / 1e5, 36.16]);
    const tooLong = await save(tourBody({ route: line(many) as never }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.issues).toEqual([
      { path: "tour.route.coordinates", message: "A route has at most 5000 points" },
    ]);
    const polygon = await save(
      tourBody({ route: { type: "Polygon", coordinates: downtown } as never }),
    );
    expect(polygon.statusCode).toBe(400);
    expect(polygon.json().error.issues.map((i: { path: string }) => i.path)).toContain(
      "tour.route.type",
    );
  });

  it("keeps exactly 5,000 points", async () => {
    const most = Array.from({ length: 5000 }, (_, i) => [-86.78 + i / 1e5, 36.16 + i / 1e6]);
    const res = await save(tourBody({ route: line(most) as never }));
    expect(res.statusCode).toBe(200);
    expect(res.json().tour.route.coordinates).toHaveLength(5000);
    expect(res.json().tour.route.coordinates[4999]).toEqual(most[4999]);
  });
});
