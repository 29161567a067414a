import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QR_CODE_STATUSES, TOUR_CATEGORIES } from "@tours/shared";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";
import { demoTours } from "./demo-content/tours.js";
import { fillDemoTranscripts } from "./demo-transcripts.js";
import { clearContent, seedDemoContent } from "./seed-demo.js";

describe.each(testEngines)("demo content on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedDemoContent(t.services);
  }, 60_000);
  afterAll(() => t.close());

  const get = async (url: string) => (await t.app.inject({ url })).json();

  it("is a real site: every category, a driving tour, 24+ stops, 30+ located records", async () => {
    const tours = await get("/api/tours");
    expect(tours.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tours.flatMap((tour: { categories: string[] }) => tour.categories))).toEqual(
      new Set(TOUR_CATEGORIES),
    );
    expect(
      tours.reduce((n: number, tour: { stopIds: string[] }) => n + tour.stopIds.length, 0),
    ).toBeGreaterThanOrEqual(24);
    const records = await get("/api/records");
    expect(
      records.filter((r: { Coordinates: unknown }) => r.Coordinates !== null).length,
    ).toBeGreaterThanOrEqual(30);
    expect(records.some((r: { Tours: string[] }) => r.Tours.length > 1)).toBe(true);
  });

  it("has media that exists on disk and is served", async () => {
    const [tour] = await get("/api/tours");
    const stops = await get(`/api/tours/${tour.id}/stops`);
    for (const stop of stops) {
      expect(fs.existsSync(path.join(t.config.mediaRoot, stop.audio.path)), stop.audio.path).toBe(
        true,
      );
      const image = await t.app.inject({ url: `/media/${stop.images[0].path}` });
      expect(image.headers["content-type"]).toBe("image/jpeg");
    }
  });

  it("has featured tours, social links, About Us and QR codes in several statuses", async () => {
    expect((await get("/api/featuredTours")).length).toBeGreaterThan(0);
    expect((await get("/api/socialLinks")).facebook).toMatch(/^https:/);
    const about = await get("/api/content/about-us");
    expect(about.staff.length).toBeGreaterThan(0);
    expect(about.curriculumTeam.length).toBeGreaterThan(0);
    const codes = (await t.admin("GET", "/v2/codes")).json();
    expect(new Set(codes.map((c: { status: string }) => c.status))).toEqual(
      new Set(QR_CODE_STATUSES),
    );
    expect((await get("/api/keywords")).length).toBeGreaterThan(10);
  });

  /** Every narration's transcript as the public API gives it, keyed "tour/intro", "tour/stop"… */
  const publicTranscripts = async () => {
    const found = new Map<string, string>();
    for (const tour of await get("/api/tours")) {
      found.set(`${tour.slug}/intro`, tour.introTranscript);
      found.set(`${tour.slug}/outro`, tour.outroTranscript);
      for (const stop of await get(`/api/tours/${tour.id}/stops`))
        found.set(`${tour.slug}/${stop.slug}`, stop.audio.transcript);
    }
    return found;
  };
  const scripts = new Map(
    demoTours.flatMap((tour) => [
      [`${tour.slug}/intro`, tour.introNarration],
      [`${tour.slug}/outro`, tour.outroNarration],
      ...tour.stops.map((stop) => [`${tour.slug}/${stop.slug}`, stop.narration] as const),
    ]),
  );

  it("gives every narration a transcript: the script its audio was read from", async () => {
    expect(scripts.size).toBe(53);
    for (const script of scripts.values()) expect(script.trim()).not.toBe("");
    expect(await publicTranscripts()).toEqual(scripts);
  });

  it("fills the transcripts of a site seeded before them, sparing staff changes", async () => {
    const [first, second] = demoTours;
    const firstStopId = (await get("/api/tours")).find(
      (x: { slug: string }) => x.slug === first!.slug,
    ).stopIds[0];
    await t.db.updateTable("stops").set({ audio_transcript: "" }).execute();
    await t.db.updateTable("tours").set({ intro_transcript: "", outro_transcript: "" }).execute();
    // Staff replaced one narration's audio and wrote another's transcript themselves.
    await t.db
      .updateTable("stops")
      .set({ audio_path: "media/staff-recording.mp3" })
      .where("id", "=", firstStopId)
      .execute();
    await t.db
      .updateTable("tours")
      .set({ outro_transcript: "Written by staff." })
      .where("slug", "=", second!.slug)
      .execute();

    expect(await fillDemoTranscripts(t.data.transaction)).toBe(51);
    const filled = await publicTranscripts();
    expect(filled.get(`${first!.slug}/${first!.stops[0]!.slug}`)).toBe("");
    expect(filled.get(`${second!.slug}/outro`)).toBe("Written by staff.");
    expect(filled.get(`${second!.slug}/intro`)).toBe(second!.introNarration);
    expect(await fillDemoTranscripts(t.data.transaction)).toBe(0);
  });

  it("reloads cleanly over itself", async () => {
    const before = await get("/api/tours");
    await clearContent(t.data.transaction);
    await seedDemoContent(t.services);
    expect((await get("/api/tours")).map((x: { id: string }) => x.id)).toEqual(
      before.map((x: { id: string }) => x.id),
    );
  }, 60_000);
});
