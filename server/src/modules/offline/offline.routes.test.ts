/** GET /api/tours/{id}/offline: the list a saved tour downloads, checked against what it serves. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OfflineFile, OfflinePlan } from "@tours/shared";
import { PMTiles, type RangeResponse, type Source } from "pmtiles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFixture } from "../../../../scripts/map/make-fixture.js";
import { qrCodeBody, recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

const pmtilesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "offline-map-")), "b.pmtiles");
fs.writeFileSync(pmtilesFile, buildFixture());

/** Reads the archive only from the ranges the plan saved, as the offline browser would. */
class SavedRangesSource implements Source {
  readonly misses: string[] = [];
  constructor(
    private readonly saved: Map<string, Buffer>,
    private readonly archive: Buffer,
  ) {}
  getKey = () => "saved";
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const range = `bytes=${offset}-${offset + length - 1}`;
    if (!this.saved.has(range)) this.misses.push(range);
    return { data: new Uint8Array(this.archive.subarray(offset, offset + length)).buffer };
  }
}

describe.each(testEngines)("saving a tour for offline use on %s", (engine) => {
  let t: TestApp;
  const corner = recordBody({ Coordinates: { lat: 36.1659, lng: -86.7844 } });
  const church = recordBody({
    Coordinates: { lat: 36.1627, lng: -86.7785 },
    images: [{ path: "media/church.jpg", caption: "", associated_records: [] }],
    // A path no file can have (a name past 255 bytes) is missing too, not a store failure.
    audios: [{ path: "media/bells.mp3" }, { path: `media/${"x".repeat(300)}.mp3` }],
  });
  const tour = tourBody({
    images: [{ path: "media/cover.jpg", caption: "Cover" }],
    introAudio: "media/intro.mp3",
    outroAudio: "https://example.org/outro.mp3",
  });
  const first = stopBody(tour.id, corner.id, { audio: { path: "media/first.mp3" } });
  const second = stopBody(tour.id, church.id, { audio: { path: "media/missing.mp3" } });
  const plan = async (id = tour.id) =>
    (await t.app.inject({ url: `/api/tours/${id}/offline` })).json<OfflinePlan>();

  beforeAll(async () => {
    t = await createTestApp(engine, { MAP_PMTILES: pmtilesFile });
    for (const [name, bytes] of [
      ["church.jpg", 300],
      ["bells.mp3", 4000],
      ["cover.jpg", 200],
      ["intro.mp3", 5000],
      ["first.mp3", 7000],
    ] as const) {
      fs.mkdirSync(path.join(t.config.mediaRoot, "media"), { recursive: true });
      fs.writeFileSync(path.join(t.config.mediaRoot, "media", name), Buffer.alloc(bytes, 1));
    }
    // Uploaded once; some of the files are gone from the store since.
    await t.recordMedia(
      "media/church.jpg",
      ...church.audios.map((audio) => audio.path),
      "media/cover.jpg",
      "media/intro.mp3",
      "media/first.mp3",
      "media/missing.mp3",
    );
    for (const record of [corner, church])
      expect((await t.admin("POST", "/records", record)).statusCode).toBe(201);
    const saved = await t.admin("PUT", `/tours/${tour.id}/with-stops`, {
      tour: { ...tour, outroAudio: "" },
      stops: [first, second],
    });
    expect(saved.statusCode).toBe(200);
    // An address elsewhere, held from before saves checked their media paths.
    await t.db
      .updateTable("tours")
      .set({ outro_audio: tour.outroAudio })
      .where("id", "=", tour.id)
      .execute();
  });
  afterAll(() => t.close());

  it("lists every view in person, virtually and after a QR scan, with its loader data and each stop's details", async () => {
    const { files } = await plan();
    const pages = files.filter((f) => f.kind === "page").map((f) => f.url);
    const base = `/tours/${tour.slug}`;
    const landing = `/landing/walking-tours/tours/${tour.slug}`;
    for (const prefix of [base, `${base}/v`, landing]) {
      expect(pages).toEqual(
        expect.arrayContaining([
          prefix,
          `${prefix}/${first.slug}`,
          `${prefix}/${second.slug}`,
          `${prefix}/outro`,
        ]),
      );
    }
    expect(pages).toEqual(
      expect.arrayContaining([`/records/${corner.slug}`, `/landing/walking-tours/${church.slug}`]),
    );
    // The landing flow before the first stop: the sound cue once, for any record (its links take
    // up the address's record), and back-to-start for each stop's record but the first one's
    // (whose 'Continue' skips the question) and for none.
    const landingFlow = (step: string) =>
      pages.filter((page) => page.startsWith(`/landing/walking-tours/${step}?`));
    expect(landingFlow("audio-cue")).toEqual([
      `/landing/walking-tours/audio-cue?tour=${tour.slug}`,
    ]);
    expect(landingFlow("back-to-start")).toEqual([
      `/landing/walking-tours/back-to-start?tour=${tour.slug}`,
      `/landing/walking-tours/back-to-start?tour=${tour.slug}&record=${church.id}`,
    ]);
    // The intro 'More Info' opens is the one kept for no record, like the sound cue.
    expect(pages.filter((page) => page.startsWith(`${landing}?`))).toEqual([]);
    // The sound cue's 'Continue' for the first stop's record, before the page runs: the server's
    // redirect to that stop, kept as such.
    expect(files.filter((f) => f.url.startsWith("/landing/") && f.kind === "redirect")).toEqual([
      {
        url: `/landing/walking-tours/back-to-start?tour=${tour.slug}&record=${corner.id}`,
        kind: "redirect",
        bytes: 0,
        location: `${landing}/${first.slug}`,
      },
    ]);
    // Both records are on this tour only: no choice of tour to save.
    expect(pages.filter((page) => page.endsWith("/select-tour"))).toEqual([]);
    const data = files.filter((f) => f.kind === "data").map((f) => f.url);
    expect(data).toEqual([
      ...pages.map((page) => page.replace(/(\?|$)/, ".data$1")),
      ...[first, second].map((stop) => `/stop-details.json?tour=${tour.slug}&stop=${stop.slug}`),
    ]);
  });

  it("lists the media stored here with their sizes, and leaves out missing and other sites' files", async () => {
    const media = Object.fromEntries(
      (await plan()).files.filter((f) => f.kind === "media").map((f) => [f.url, f.bytes]),
    );
    expect(media).toEqual({
      "/media/media/cover.jpg": 200,
      "/media/media/intro.mp3": 5000,
      "/media/media/first.mp3": 7000,
      "/media/media/church.jpg": 300,
      "/media/media/bells.mp3": 4000,
    });
  });

  it("saves the style, the glyphs and the archive ranges the map reads around every stop", async () => {
    const { files } = await plan();
    const map = files.filter((f) => f.kind === "map");
    expect(map.map((f) => f.url)).toContain("/map/style.json");
    expect(map.map((f) => f.url)).toContain("/map/fonts/Noto%20Sans%20Regular/0-255.pbf");
    const ranges = map.filter((f): f is Required<OfflineFile> => f.range !== undefined);
    expect(ranges[0]?.range).toBe("bytes=0-16383");
    const style = (await t.app.inject({ url: "/map/style.json" })).json();
    const archiveUrl = String(style.sources.protomaps.url).replace("pmtiles://", "");
    expect(new Set(ranges.map((f) => f.url))).toEqual(new Set([archiveUrl]));

    const archive = fs.readFileSync(pmtilesFile);
    const saved = new Map(ranges.map((f) => [f.range, archive]));
    const source = new SavedRangesSource(saved, archive);
    const offline = new PMTiles(source);
    const header = await offline.getHeader();
    for (const { lat, lng } of [corner.Coordinates!, church.Coordinates!]) {
      for (let z = header.minZoom; z <= header.maxZoom; z++) {
        const x = Math.floor(((lng + 180) / 360) * 2 ** z);
        const rad = (lat * Math.PI) / 180;
        const y = Math.floor(
          ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z,
        );
        await offline.getZxy(z, x, y);
      }
    }
    expect(source.misses).toEqual([]);
    // The served archive answers each saved range with that many bytes.
    const last = ranges.at(-1)!;
    const answer = await t.app.inject({ url: last.url, headers: { range: last.range } });
    expect(answer.statusCode).toBe(206);
    expect(answer.rawPayload.length).toBe(last.bytes);
  });

  it("saves the style's sprite at both pixel ratios, at the addresses MapLibre reads", async () => {
    const saved = (await plan()).files.filter((f) => f.url.startsWith("/map/sprites/"));
    const [base, query] = String(
      (await t.app.inject({ url: "/map/style.json" })).json().sprite,
    ).split("?");
    expect(saved.map((f) => f.url).sort()).toEqual(
      [".json", ".png", "@2x.json", "@2x.png"].map((suffix) => `${base}${suffix}?${query}`).sort(),
    );
    for (const file of saved) {
      const answer = await t.app.inject({ url: file.url });
      expect(answer.statusCode).toBe(200);
      expect(file.kind).toBe("map");
      expect(answer.rawPayload.length).toBe(file.bytes);
    }
  });

  it("keeps the signs that lead to the tour's pages as redirects, and follows a sign repointed", async () => {
    const sign = (redirectUrl: string) => qrCodeBody({ redirectUrl });
    const welcome = sign(`/landing/walking-tours/${corner.slug}?c=sign`);
    const recordPage = sign(`/records/${church.slug}`);
    const elsewhere = [sign("/tours"), sign(`https://example.org/records/${church.slug}`)];
    for (const code of [welcome, recordPage, ...elsewhere])
      expect((await t.admin("POST", "/v2/codes", code)).statusCode).toBe(201);

    const before = await plan();
    const signs = before.files.filter((f) => f.kind === "redirect" && f.url.startsWith("/q/"));
    expect(signs).toEqual(
      expect.arrayContaining([
        { url: `/q/${welcome.id}`, kind: "redirect", bytes: 0, location: welcome.redirectUrl },
        {
          url: `/q/${recordPage.id}`,
          kind: "redirect",
          bytes: 0,
          location: recordPage.redirectUrl,
        },
      ]),
    );
    expect(signs).toHaveLength(2);

    const { version } = (await t.admin("GET", `/v2/codes/${welcome.id}`)).json<{
      version: number;
    }>();
    const moved = await t.admin("PUT", `/v2/codes/${welcome.id}`, {
      ...welcome,
      redirectUrl: "/faq",
      version,
    });
    expect(moved.statusCode).toBe(200);
    const after = await plan();
    const signsAfter = after.files.filter((f) => f.kind === "redirect" && f.url.startsWith("/q/"));
    expect(signsAfter.map((f) => f.url)).toEqual([`/q/${recordPage.id}`]);
    expect(after.revision).not.toBe(before.revision);
  });

  it("adds up the sizes, and the revision changes with a stop's edit and not otherwise", async () => {
    const before = await plan();
    expect(before.bytes).toBe(before.files.reduce((sum, f) => sum + f.bytes, 0));
    expect((await plan()).revision).toBe(before.revision);
    expect((await t.admin("POST", "/records", recordBody())).statusCode).toBe(201);
    expect((await plan()).revision).toBe(before.revision);

    const edited = { ...second, siteName: "The church, renamed", version: 1 };
    const saved = await t.admin("PUT", `/stops/${second.id}`, edited);
    expect(saved.statusCode).toBe(200);
    expect((await plan()).revision).not.toBe(before.revision);
  });

  it("drops a removed stop's views", async () => {
    expect((await t.admin("DELETE", `/stops/${second.id}`)).statusCode).toBe(204);
    const pages = (await plan()).files.map((f) => f.url);
    expect(pages).not.toContain(`/tours/${tour.slug}/${second.slug}`);
    expect(pages).toContain(`/tours/${tour.slug}/${first.slug}`);
  });

  it("answers at once when the way leaves the basemap: a longitude without its minus, a route round the world", async () => {
    const typo = recordBody({ Coordinates: { lat: 36.1627, lng: 86.7785 } });
    expect((await t.admin("POST", "/records", typo)).statusCode).toBe(201);
    const wide = tourBody({
      route: {
        type: "LineString",
        coordinates: [
          [-86.7844, 36.1659],
          [180, 90],
          [-180, -90],
          [180, -90],
          [-180, 90],
        ],
      },
    });
    const stops = [stopBody(wide.id, corner.id), stopBody(wide.id, typo.id)];
    const saved = await t.admin("PUT", `/tours/${wide.id}/with-stops`, { tour: wide, stops });
    expect(saved.statusCode).toBe(200);
    const started = performance.now();
    const ranges = (await plan(wide.id)).files.filter((file) => file.range);
    // Tens of seconds, with the server answering no one, when every degree of the way was walked.
    expect(performance.now() - started).toBeLessThan(3000);
    expect(ranges.length).toBeGreaterThan(1);
  });

  it("answers 404 in the error body for a tour that does not exist", async () => {
    const answer = await t.app.inject({ url: "/api/tours/no-such-tour/offline" });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
