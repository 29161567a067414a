import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOUR_EXISTS } from "../modules/tours/tour-with-stops.service.js";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";

describe.each(testEngines)("parallel first saves of one new tour on %s", (engine) => {
  let t: TestApp;
  let recordId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    recordId = (await t.admin("POST", "/records", recordBody())).json().id;
  });
  afterAll(() => t.close());

  it("saves it once; every other save gets 409 taken (the id), never a 500", async () => {
    const tour = tourBody();
    const body = { tour, stops: [stopBody(tour.id, recordId)] };
    await t.staffHeaders();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.admin("PUT", `/tours/${tour.id}/with-stops`, body)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json().error).toMatchObject({
      code: "taken",
      issues: [{ path: "tour.id", message: TOUR_EXISTS }],
    });
    const saved = await t.admin("GET", `/tours/${tour.id}/stops`);
    expect(saved.json()).toHaveLength(1);
  });
});
