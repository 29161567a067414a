/**
 * DELETE /dashboard/api/media/{path}, on both engines: a stored file of any real length goes
 * (204), a file content still refers to stays (409 naming each user once, in one order on both
 * engines), and a path that is not a stored file (a folder, a name never uploaded) is a 404. The
 * in-use check matches the path as content refers to it, not any text that contains it.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";
import { MAX_MEDIA_PATH_LENGTH } from "@tours/shared";
import { referencePattern } from "./media.repository.js";

const pixel = fs.readFileSync(path.resolve(import.meta.dirname, "../../test/fixtures/pixel.png"));

describe("what counts as a reference to a stored file", () => {
  const key = "media/0b0e4c1a-2f7d-4c55-9d0e-3c1f5e8a9b77-bells.png";
  it.each([
    [key, true],
    [`[{"path":"${key}","caption":"Bells"}]`, true],
    [`<p><img src="/media/${key}"></p>`, true],
    [`<a href="https://tours.example.org/media/${key}?v=2">x</a>`, true],
    [`<img src="/media/${key}.w640.avif">`, true],
    [`{"bio":"<img src=\\"/media/${key}\\">"}`, true],
    [`${key}.bak`, false],
    [`headshots/${key}`, false],
    [`/media/${key}x`, false],
    ["media", false],
  ])("%s: %s", (content, expected) => {
    expect(referencePattern(key).test(content)).toBe(expected);
  });

  it("a folder's name is no reference to it", () => {
    expect(referencePattern("media").test(`[{"path":"${key}","caption":""}]`)).toBe(false);
  });
});

describe.each(testEngines)("deleting media on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const upload = async (name: string): Promise<string> => {
    const res = await t.upload({ name, type: "image/png", bytes: pixel });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ path: string }>().path;
  };
  const stored = (key: string) => fs.existsSync(path.join(t.config.dataDir, "uploads", key));
  const newTour = async (title: string, overrides: Parameters<typeof tourBody>[0] = {}) => {
    const res = await t.admin("POST", "/tours", tourBody({ title, ...overrides }));
    expect(res.statusCode, res.body).toBe(201);
  };

  it("removes a file whose path is longer than an id (every real upload's is)", async () => {
    const key = await upload("old-courthouse-photo-from-1937.png");
    expect(key.length).toBeGreaterThan(64);
    await t.services.media.remove(key);
    expect(stored(key)).toBe(false);
  });

  it("deletes a file whose path is longer than an id over HTTP: 204", async () => {
    const key = await upload("old-courthouse-photo-from-1937.png");
    expect(key.length).toBeGreaterThan(64);
    const res = await t.admin("DELETE", `/media/${key}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(stored(key)).toBe(false);
    expect(await t.db.selectFrom("media").select("path").where("path", "=", key).execute()).toEqual(
      [],
    );
  });

  it("refuses a path over its limit with 400 and the documented body", async () => {
    const res = await t.admin("DELETE", `/media/media/${"a".repeat(MAX_MEDIA_PATH_LENGTH)}.png`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
  });

  it("answers 404 for a folder or a file never stored, even where content mentions it", async () => {
    const key = await upload("a.png");
    await newTour("Folder Mention", { images: [{ path: key, caption: "" }] });
    for (const missing of ["media", "headshots", "media/no-such-file.png"]) {
      const res = await t.admin("DELETE", `/media/${missing}`);
      expect(res.statusCode, missing).toBe(404);
      expect(res.json().error.code).toBe("not_found");
    }
    expect(stored(key)).toBe(true);
  });

  it("409 names each user once, tours by name in one order on both engines", async () => {
    const key = await upload("b.png");
    const image = { path: key, caption: "" };
    // One tour uses it three times; the titles sort differently under a locale's collation.
    await newTour("b Tour", {
      images: [image],
      intro: `<p>See <a href="/media/${key}">the photo</a>.</p>`,
      description: "Uses it twice.",
    });
    await newTour("a Tour", { images: [image] });
    await newTour("B Tour", { intro: `<p><a href="/media/${key}">Listen</a></p>` });
    // Names a file whose path starts with this one's: no use of it.
    await t.recordMedia(`${key}.bak.png`);
    await newTour("Other File", { images: [{ path: `${key}.bak.png`, caption: "" }] });
    const res = await t.admin("DELETE", `/media/${key}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: "conflict",
      message: `The file is still used by tour 'B Tour', tour 'a Tour', tour 'b Tour'. Remove it there first.`,
    });
    expect(stored(key)).toBe(true);
  });
});
