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
    return res.json() as { eventId: string | null; action: string; createdAt: string }[];
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

  it.each([
    ["upper case, then lower case", (id: string) => [id.toUpperCase(), id]],
    ["lower case, then upper case", (id: string) => [id, id.toUpperCase()]],
    [
      "mixed case, then upper case",
      (id: string) => [id.replace(/[a-f]/, (letter) => letter.toUpperCase()), id.toUpperCase()],
    ],
  ])("stores an event resent with its id in %s once", async (_, spellings) => {
    const label = `cased-${randomUUID()}`;
    const id = randomUUID();
    const started = (spelling: string) =>
      send({ id: spelling, category: "Tour", action: "Started", label });
    const [first, again] = spellings(id);
    expect((await started(first!)).statusCode).toBe(204);
    await t.services.analytics.flush();
    expect((await started(again!)).statusCode).toBe(204);
    expect((await stored(label)).map((e) => e.eventId)).toEqual([id]);
  });

  it("keeps every event sent without an id (pages from before ids)", async () => {
    const label = `no-id-${randomUUID()}`;
    for (let i = 0; i < 3; i++) await send({ category: "Tour", action: "Started", label });
    expect((await stored(label)).map((e) => e.eventId)).toEqual([null, null, null]);
  });

  it("dates an event sent late when the page made it, within the last week only", async () => {
    const label = `late-${randomUUID()}`;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const kept = hoursAgo(30);
    const tooOld = hoursAgo(8 * 24);
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    const sentAt = Date.now();
    for (const [action, occurredAt] of [
      ["Kept", kept],
      ["TooOld", tooOld],
      ["Ahead", ahead],
    ]) {
      const res = await send({ id: randomUUID(), category: "Stop", action, label, occurredAt });
      expect(res.statusCode).toBe(204);
    }
    await t.services.analytics.flush();
    const byAction = new Map((await stored(label)).map((e) => [e.action, e.createdAt]));
    expect(byAction.get("Kept")).toBe(kept);
    // Beyond what a phone keeps, or in the future: the time it arrived.
    for (const action of ["TooOld", "Ahead"]) {
      const at = Date.parse(byAction.get(action)!);
      expect(at).toBeGreaterThanOrEqual(sentAt - 1_000);
      expect(at).toBeLessThanOrEqual(Date.now());
    }
  });

  it("refuses a time that is not an ISO date and time", async () => {
    for (const occurredAt of ["yesterday", "2026-11-27", 1764201600000, "2026-11-27T10:00:00"]) {
      const res = await send({ category: "Tour", action: "Started", occurredAt });
      expect(res.statusCode, String(occurredAt)).toBe(400);
      expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual(["occurredAt"]);
    }
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

describe("the events pace", () => {
  it("takes VISITOR_EVENTS_PER_MINUTE from one address a minute, then 429, others still", async () => {
    const t = await createTestApp("sqlite", { VISITOR_EVENTS_PER_MINUTE: "5" });
    try {
      const send = (ip: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/events",
          payload: { id: randomUUID(), category: "Tour", action: "Started", label: "paced" },
          remoteAddress: ip,
        });
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push((await send("10.9.0.1")).statusCode);
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
      expect((await send("10.9.0.2")).statusCode).toBe(204);
    } finally {
      await t.close();
    }
  });
});
