/**
 * What the public pages read instead of every tour: the light index (to find a tour by its slug,
 * list and count) and whole tours by id, in the order asked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

describe.each(testEngines)("tour lookups on %s", (engine) => {
  let t: TestApp;
  const tours = [
    tourBody({ title: "Bicentennial Mall" }),
    tourBody({ title: "a walk by the river" }),
    tourBody({ title: "Capitol Hill" }),
  ];
  beforeAll(async () => {
    t = await createTestApp(engine);
    const recordId = (await t.services.records.create(recordBody())).id;
    for (const tour of tours) {
      const res = await t.admin("PUT", `/tours/${tour.id}/with-stops`, {
        tour,
        stops: [stopBody(tour.id, recordId)],
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it("indexes every tour by id, slug, title and categories, in title order ignoring case", async () => {
    const index = await t.services.tours.index();
    expect(index.map((entry) => entry.title)).toEqual([
      "a walk by the river",
      "Bicentennial Mall",
      "Capitol Hill",
    ]);
    expect(index[0]).toEqual({
      id: tours[1]!.id,
      slug: tours[1]!.slug,
      title: "a walk by the river",
      categories: ["Downtown Nashville Tours"],
    });
  });

  it("reads whole tours by id in the order asked, skipping unknown ids", async () => {
    const [first, second, third] = tours.map((tour) => tour.id);
    const found = await t.services.tours.listByIds([third!, "no-such-tour", first!, second!]);
    expect(found.map((tour) => tour.id)).toEqual([third, first, second]);
    expect(found[0]?.stopIds).toHaveLength(1);
    expect(found[0]?.intro).toBe("<p>Welcome.</p>");
  });
});
