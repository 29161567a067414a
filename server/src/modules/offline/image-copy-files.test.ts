/** A saved tour's plan offers each photo's phone-sized copies, so a phone saves the one it shows. */
import { Readable } from "node:stream";
import type { OfflinePlan } from "@tours/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpRevision } from "../../lib/content-revision.js";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";
import { testPhoto } from "../../test/test-images.js";
import { makeImageCopies } from "../media/derivatives/image-copies.js";

describe.each(testEngines)("image copies in the offline plan on %s", (engine) => {
  let t: TestApp;
  let uploaded: string;
  const tour = tourBody({ images: [{ path: "media/old-cover.jpg", caption: "Cover" }] });
  const plan = async () =>
    (await t.app.inject({ url: `/api/tours/${tour.id}/offline` })).json<OfflinePlan>();
  const fileOf = async (url: string) => (await plan()).files.find((file) => file.url === url);

  beforeAll(async () => {
    t = await createTestApp(engine);
    const res = await t.upload({
      name: "fort.jpg",
      type: "image/jpeg",
      bytes: await testPhoto(1000, 600),
    });
    uploaded = res.json<{ path: string }>().path;
    // An image stored before copies were made.
    await t.services.mediaStore.write(
      "media/old-cover.jpg",
      Readable.from([await testPhoto(800, 500)]),
      "image/jpeg",
    );
    await t.services.mediaRecorder.record("media/old-cover.jpg");
    const record = recordBody({
      images: [{ path: uploaded, caption: "", associated_records: [] }],
    });
    expect((await t.admin("POST", "/records", record)).statusCode).toBe(201);
    const stops = [stopBody(tour.id, record.id)];
    expect((await t.admin("PUT", `/tours/${tour.id}/with-stops`, { tour, stops })).statusCode).toBe(
      200,
    );
  });
  afterAll(() => t.close());

  it("lists a photo's AVIF and WebP copies with their widths and sizes beside the original", async () => {
    const photo = await fileOf(`/media/${uploaded}`);
    const stat = async (key: string) => (await t.services.mediaStore.stat(key))?.size;
    expect(photo?.bytes).toBe(await stat(uploaded));
    expect(photo?.copies).toHaveLength(8);
    for (const copy of photo?.copies ?? []) {
      const [, width, format] = /\.w(\d+)\.(avif|webp)$/.exec(copy.url) ?? [];
      expect(copy).toEqual({
        url: `/media/${uploaded}.w${width}.${format}`,
        width: Number(width),
        type: `image/${format}`,
        bytes: await stat(`${uploaded}.w${width}.${format}`),
      });
    }
    expect(photo?.copies?.map((copy) => copy.width)).toEqual([
      320, 320, 640, 640, 960, 960, 1000, 1000,
    ]);
  });

  it("lists an image without copies alone, and changes the revision once its copies are made", async () => {
    const before = await plan();
    expect(
      before.files.find((f) => f.url === "/media/media/old-cover.jpg")?.copies,
    ).toBeUndefined();
    const original = await t.services.mediaStore.read("media/old-cover.jpg");
    const chunks: Buffer[] = [];
    for await (const chunk of original) chunks.push(chunk as Buffer);
    await makeImageCopies(t.services.mediaStore, "media/old-cover.jpg", Buffer.concat(chunks));
    await bumpRevision(t.data.repos.revision);
    const after = await plan();
    // 800 px wide: copies at 320, 640 and 800.
    expect(after.files.find((f) => f.url === "/media/media/old-cover.jpg")?.copies).toHaveLength(6);
    expect(after.revision).not.toBe(before.revision);
    // The total counts originals: what a browser that keeps no copies would save.
    expect(after.bytes).toBe(before.bytes);
  });
});
