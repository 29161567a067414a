/**
 * media:record's work: every stored original without a row gets one (a file of a site upgraded
 * from before saves checked paths), then saves naming it pass and deletes can claim it.
 */
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

describe.each(testEngines)("recording stored files on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { factoryMedia: false });
  });
  afterAll(() => t.close());

  const put = (key: string, bytes = "x") =>
    t.services.mediaStore.write(key, Readable.from([Buffer.from(bytes)]));

  it("records each original once, not its image copies nor files that are no media", async () => {
    await put("media/old-bells.jpg", "jpeg bytes");
    await put("media/old-bells.jpg.w320.avif");
    await put("headshots/old-jane.png");
    await put("media/notes.txt");
    const tour = tourBody({ images: [{ path: "media/old-bells.jpg", caption: "" }] });
    expect((await t.admin("POST", "/tours", tour)).statusCode).toBe(400);

    const first = await t.services.mediaRecorder.recordAll();
    expect(first).toEqual({
      recorded: ["headshots/old-jane.png", "media/old-bells.jpg"],
      known: 0,
      skipped: ["media/notes.txt"],
    });
    const row = await t.db
      .selectFrom("media")
      .select(["type", "folder", "mime_type", "size_bytes"])
      .where("path", "=", "media/old-bells.jpg")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: "Image", folder: "media", mime_type: "image/jpeg" });
    expect(Number(row.size_bytes)).toBe(10);
    expect((await t.admin("POST", "/tours", tour)).statusCode).toBe(201);

    const again = await t.services.mediaRecorder.recordAll();
    expect(again).toEqual({ recorded: [], known: 2, skipped: ["media/notes.txt"] });
  });
});
