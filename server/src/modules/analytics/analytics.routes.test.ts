/** POST /api/events stores an event once however often it is sent; staff can read what was stored. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

describe.each(testEngines)("analytics events on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const send = (payload: unknown) =>
    t.app.inject({ method: "POST", url: "/api/events", payload: payload as object });
  const stored = async (label: string) => {
    const res = await t.admin("GET", `/analytics/events?label=${encodeURIComponent(label)}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { eventId: string | null; action: string }[];
  };

  it("stores an event sent again once, in the same batch or a later one", async () => {
    const label = `replayed-${randomUUID()}`;
    const first = { id: randomUUID(), category: "Search", action: "Term", label };
    const second = { ...first, id: randomUUID(), action: "Keyword" };
    expect((await send(first)).statusCode).toBe(204);
    expect((await send(first)).statusCode).toBe(204);
    await t.services.analytics.flush();
    expect((await send(first)).statusCode).toBe(204);
    expect((await send(second)).statusCode).toBe(204);
    expect((await send(second)).statusCode).toBe(204);
    const events = await stored(label);
    expect(events.map((e) => [e.eventId, e.action])).toEqual([
      [first.id, "Term"],
      [second.id, "Keyword"],
    ]);
  });

  it("keeps every event sent without an id (pages from before ids)", async () => {
    const label = `no-id-${randomUUID()}`;
    for (let i = 0; i < 3; i++) await send({ category: "Tour", action: "Started", label });
    expect((await stored(label)).map((e) => e.eventId)).toEqual([null, null, null]);
  });

  it("refuses an id that is not a UUID, text with a NUL and a label over 200 characters", async () => {
    const bad = await send({ id: "not-a-uuid", category: "Tour", action: "Started" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues.map((i: { path: string }) => i.path)).toEqual(["id"]);
    const nul = await send({ id: randomUUID(), category: "Tour", action: "Sta\u0000rted" });
    expect(nul.statusCode).toBe(400);
    const long = await send({
      id: randomUUID(),
      category: "Tour",
      action: "A",
      label: "x".repeat(201),
    });
    expect(long.statusCode).toBe(400);
  });

  it("lists stored events only for staff, and only with a label", async () => {
    const anonymous = await t.app.inject({ url: "/dashboard/api/analytics/events?label=a" });
    expect(anonymous.statusCode).toBe(401);
    const noLabel = await t.admin("GET", "/analytics/events");
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json().error.issues.map((i: { path: string }) => i.path)).toEqual(["label"]);
  });
});
