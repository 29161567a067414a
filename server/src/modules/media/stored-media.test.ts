/**
 * Saves name stored files only, on both engines: a path in a dedicated media field with no media
 * row is a 400 at that field (tours, stops, records, staff photos); a path the item already held
 * keeps saving; free HTML fields are not checked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FACTORY_MEDIA,
  recordBody,
  staffMemberBody,
  stopBody,
  tourBody,
} from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";
import { MISSING_FILE } from "./stored-media.js";

const missing = (path: string) => ({
  code: "validation_failed",
  issues: [{ path, message: MISSING_FILE }],
});

describe.each(testEngines)("saves naming stored files on %s", (engine) => {
  let t: TestApp;
  let recordId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const record = recordBody();
    expect((await t.admin("POST", "/records", record)).statusCode).toBe(201);
    recordId = record.id;
  });
  afterAll(() => t.close());

  it("refuses a tour naming a file never uploaded, at the field, and saves nothing", async () => {
    const tour = tourBody({
      images: [
        { path: FACTORY_MEDIA[0].path, caption: "" },
        { path: "media/gone.jpg", caption: "" },
      ],
      introAudio: "media/gone.mp3",
      intro: `<p>See <a href="/media/media/not-checked.jpg">HTML is not checked</a>.</p>`,
    });
    const res = await t.admin("POST", "/tours", tour);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "validation_failed",
      issues: [
        { path: "images.1.path", message: MISSING_FILE },
        { path: "introAudio", message: MISSING_FILE },
      ],
    });
    expect((await t.admin("GET", `/tours/${tour.id}`)).statusCode).toBe(404);
  });

  it("refuses a stop's audio in a tour-with-stops save at that stop's field", async () => {
    const tour = tourBody();
    const stops = [
      stopBody(tour.id, recordId),
      stopBody(tour.id, recordId, { audio: { path: "media/gone.mp3" } }),
    ];
    const res = await t.admin("PUT", `/tours/${tour.id}/with-stops`, { tour, stops });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject(missing("stops.1.audio.path"));
  });

  it("refuses a record's audio and a staff photo at their fields", async () => {
    const record = recordBody({ audios: [{ path: "media/gone.mp3" }] });
    const saved = await t.admin("POST", "/records", record);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error).toMatchObject(missing("audios.0.path"));
    const staff = staffMemberBody({ image: { src: "headshots/gone.jpg", alt: "Someone" } });
    const added = await t.admin("POST", "/content/staff", staff);
    expect(added.statusCode).toBe(400);
    expect(added.json().error).toMatchObject(missing("image.src"));
  });

  it("keeps saving a path the item held before, and refuses a new one", async () => {
    await t.recordMedia("media/old.jpg");
    const tour = tourBody({ images: [{ path: "media/old.jpg", caption: "Old" }] });
    const created = await t.admin("POST", "/tours", tour);
    expect(created.statusCode).toBe(201);
    // Its row goes (content saved before files had rows is like this): the tour still saves.
    await t.db.deleteFrom("media").where("path", "=", "media/old.jpg").execute();
    const { version } = created.json<{ version: number }>();
    const again = await t.admin("PUT", `/tours/${tour.id}`, { ...tour, version, title: "Renamed" });
    expect(again.statusCode, again.body).toBe(200);
    const other = await t.admin("PUT", `/tours/${tour.id}`, {
      ...tour,
      version: version + 1,
      outroAudio: "media/gone.mp3",
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatchObject(missing("outroAudio"));
  });
});
