/** The demo's image copies, made after the site is up: the revision moves once they are in. */
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { testPhoto } from "../test/test-images.js";
import { makeDemoImageCopies } from "./demo-image-copies.js";

describe("the demo's image copies", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  const log = () => {
    const lines: string[] = [];
    return {
      lines,
      info: (_: object, message: string) => lines.push(message),
      warn: (_: object, message: string) => lines.push(message),
    };
  };

  it("are made for the stored images, then the content revision moves so pages offer them", async () => {
    const store = t.services.mediaStore;
    await store.write("media/demo-fort.jpg", Readable.from([await testPhoto(700, 400)]));
    const before = await t.data.repos.revision.current();
    const first = log();
    await makeDemoImageCopies(t.data.repos.revision, store, first);
    expect(first.lines).toEqual(["demo image copies made"]);
    expect(await store.stat("media/demo-fort.jpg.w700.avif")).toBeDefined();
    expect(await t.data.repos.revision.current()).toBe(before + 1);

    // Nothing new to make: the pages kept are still right.
    await makeDemoImageCopies(t.data.repos.revision, store, log());
    expect(await t.data.repos.revision.current()).toBe(before + 1);
  });
});
