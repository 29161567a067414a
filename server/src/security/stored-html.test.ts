import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_HTML_DEPTH, MAX_TEXT_LENGTH } from "@tours/shared";
import { recordBody, staffMemberBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";

/** Tags nested 14,000 deep, within the length limit: half a second of the sanitizer's time each. */
const DEEP = "<b>".repeat(14_000) + "x" + "</b>".repeat(14_000);
const TOO_DEEP = { message: `Nest tags at most ${MAX_HTML_DEPTH} deep` };

/** The longest pause between turns of the event loop while `work` runs, and how long it ran. */
async function longestPause(work: () => Promise<unknown>) {
  let last = performance.now();
  let longest = 0;
  const turn = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const ticker = setInterval(turn, 1);
  const started = last;
  await work();
  // The answer can come back through promises alone, before the timer's next turn.
  turn();
  clearInterval(ticker);
  return { longest, took: last - started };
}

describe.each(testEngines)("stored HTML that would hold up the server, on %s", (engine) => {
  let t: TestApp;
  let recordId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    recordId = (await t.admin("POST", "/records", recordBody())).json().id;
  });
  afterAll(() => t.close());

  it(`refuses tags nested more than ${MAX_HTML_DEPTH} deep in every HTML field, saving nothing`, async () => {
    const tour = tourBody({ intro: DEEP });
    const stop = stopBody(tour.id, recordId, {
      narrativeText: DEEP,
      content: ["<p>Fine.</p>", DEEP],
    });
    const res = await t.admin("PUT", `/tours/${tour.id}/with-stops`, { tour, stops: [stop] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toEqual([
      { path: "tour.intro", ...TOO_DEEP },
      { path: "stops.0.narrativeText", ...TOO_DEEP },
      { path: "stops.0.content.1", ...TOO_DEEP },
    ]);
    expect((await t.admin("GET", `/tours/${tour.id}`)).statusCode).toBe(404);

    const staff = await t.admin("POST", "/content/staff", staffMemberBody({ bio: DEEP }));
    expect(staff.statusCode).toBe(400);
    expect(staff.json().error.issues).toEqual([{ path: "bio", ...TOO_DEEP }]);
  });

  it("sanitizes a long tour a field at a time, letting other requests in between", async () => {
    const flat = `<p>${"<b>x</b> ".repeat((MAX_TEXT_LENGTH - 7) / 9)}</p>`;
    const tour = tourBody();
    const stops = Array.from({ length: 30 }, () =>
      stopBody(tour.id, recordId, { narrativeText: flat }),
    );
    await t.staffHeaders();
    let status = 0;
    const { longest, took } = await longestPause(async () => {
      status = (await t.admin("PUT", `/tours/${tour.id}/with-stops`, { tour, stops })).statusCode;
    });
    expect(status).toBe(200);
    const saved = (await t.admin("GET", `/tours/${tour.id}/stops`)).json();
    expect(saved.map((s: { narrativeText: string }) => s.narrativeText)).toEqual(
      stops.map(() => flat.trim()),
    );
    // Sanitizing the 30 narratives in one go held the event loop for most of the save.
    expect(longest).toBeLessThan(took / 3);
  });
});
