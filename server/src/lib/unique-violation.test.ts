import { MESSAGES } from "@tours/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrCodeBody, recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";
import { TOUR_EXISTS } from "../modules/tours/tour-with-stops.service.js";
import { uniqueKeyOf } from "./unique-violation.js";

describe.each(testEngines)("unique-constraint violations on %s", (engine) => {
  let t: TestApp;
  let recordId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    recordId = (await t.admin("POST", "/records", recordBody())).json().id;
  });
  afterAll(() => t.close());

  /** The raw error the engine throws for a statement. */
  const failureOf = (work: () => Promise<unknown>) =>
    work().then(
      () => expect.fail("the statement should have failed"),
      (error: unknown) => error,
    );

  it("reads the table and columns of the violated key from the engine's own error", async () => {
    const tour = (await t.admin("POST", "/tours", tourBody())).json();
    await t.admin("POST", "/stops", stopBody(tour.id, recordId, { slug: "dock" }));
    const compound = await failureOf(() =>
      t.services.stops.create(stopBody(tour.id, recordId, { slug: "dock" })),
    );
    expect(uniqueKeyOf(compound)).toEqual({ table: "stops", columns: ["tour_id", "slug"] });
    const code = qrCodeBody();
    await t.services.qrCodes.create(code);
    const primary = await failureOf(() => t.services.qrCodes.create(code));
    expect(uniqueKeyOf(primary)).toEqual({ table: "qr_codes", columns: ["id"] });
    expect(uniqueKeyOf(new Error("not a constraint"))).toBeUndefined();
  });

  it("answers a taken tour slug with 409 taken, the field named", async () => {
    const first = (await t.admin("POST", "/tours", tourBody())).json();
    const res = await t.admin("POST", "/tours", tourBody({ slug: first.slug }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: "taken",
        message: "Another tour already uses this slug",
        issues: [{ path: "slug", message: "Another tour already uses this slug" }],
      },
    });
  });

  it("names the field inside the body of a tour saved with its stops", async () => {
    const first = (await t.admin("POST", "/tours", tourBody())).json();
    const tour = tourBody({ slug: first.slug });
    const res = await t.admin("PUT", `/tours/${tour.id}/with-stops`, { tour, stops: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: "taken",
      issues: [{ path: "tour.slug", message: "Another tour already uses this slug" }],
    });
  });

  it("answers a taken id, record slug and stop slug each with its own message", async () => {
    const tour = tourBody();
    await t.admin("POST", "/tours", tour);
    const again = await t.admin("POST", "/tours", { ...tour, slug: `${tour.slug}-2` });
    expect(again.json().error).toMatchObject({
      code: "taken",
      issues: [{ path: "id", message: TOUR_EXISTS }],
    });

    const record = recordBody();
    await t.admin("POST", "/records", record);
    const slug = await t.admin("POST", "/records", recordBody({ slug: record.slug }));
    expect(slug.statusCode).toBe(409);
    expect(slug.json().error).toEqual({
      code: "taken",
      message: MESSAGES.slugInUse,
      issues: [{ path: "slug", message: MESSAGES.slugInUse }],
    });

    await t.admin("POST", "/stops", stopBody(tour.id, recordId, { slug: "bridge" }));
    const stop = await t.admin("POST", "/stops", stopBody(tour.id, recordId, { slug: "bridge" }));
    expect(stop.json().error).toMatchObject({ code: "taken", issues: [{ path: "slug" }] });

    const code = qrCodeBody();
    await t.admin("POST", "/v2/codes", code);
    const qr = await t.admin("POST", "/v2/codes", code);
    expect(qr.statusCode).toBe(409);
    expect(qr.json().error).toMatchObject({ code: "taken", issues: [{ path: "id" }] });
  });
});
