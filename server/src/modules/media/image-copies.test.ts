/**
 * Phone-sized copies of uploaded images, on both database engines and both media stores: made
 * before the upload is answered, AVIF and WebP at 320/640/960/1440 px and never wider than the
 * original, found by the pages, removed with the original; an image sharp cannot read still uploads.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageCopyKey } from "@tours/shared";
import { createRevisionReader } from "../../lib/content-revision.js";
import { createRevisionMemo } from "../../lib/revision-memo.js";
import type { TestFile } from "../../test/multipart.js";
import { createStoreTestApp, engineStoreSetups } from "../../test/store-test-app.js";
import { testPhoto } from "../../test/test-images.js";
import type { TestApp } from "../../test/test-app.js";
import { createImageSizes } from "../../web/image-sizes.js";
import { createImageSizing } from "../../web/image-sizing.js";

describe.each(engineStoreSetups)("image copies on %s with the %s store", (engine, storeKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createStoreTestApp(engine, storeKind);
  });
  afterAll(() => t.close());

  const upload = async (file: TestFile) => {
    const res = await t.upload(file);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { path: string; url: string };
  };
  const served = async (url: string) => {
    const res = await t.app.inject({ url });
    return { status: res.statusCode, type: res.headers["content-type"], bytes: res.rawPayload };
  };
  const copiesOf = async (key: string) => {
    const copies: string[] = [];
    for await (const { key: stored } of t.services.mediaStore.list())
      if (stored.startsWith(`${key}.`)) copies.push(stored.slice(key.length));
    return copies.sort();
  };
  const sizing = () =>
    createImageSizing(
      t.services.mediaStore,
      createImageSizes(t.services.mediaStore),
      createRevisionMemo(createRevisionReader(t.data.repos.revision)),
    );

  it("answers the upload with AVIF and WebP copies at 320, 640, 960 and 1440 px stored", async () => {
    const original = await testPhoto(2000, 1500);
    const { path: key, url } = await upload({
      name: "market.jpg",
      type: "image/jpeg",
      bytes: original,
    });
    expect(await copiesOf(key)).toEqual(
      [320, 640, 960, 1440].flatMap((w) => [`.w${w}.avif`, `.w${w}.webp`]).sort(),
    );
    for (const [width, format] of [
      [320, "avif"],
      [1440, "webp"],
    ] as const) {
      const copy = await served(`${url}.w${width}.${format}`);
      expect(copy.status).toBe(200);
      expect(copy.type).toBe(`image/${format}`);
      const meta = await sharp(copy.bytes).metadata();
      expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
      expect([meta.width, meta.height]).toEqual([width, Math.round((width * 1500) / 2000)]);
      // Much smaller than the original at the same width would be.
      expect(copy.bytes.length).toBeLessThan(original.length / 2);
    }
    const kept = await served(url);
    expect(kept.bytes.equals(original)).toBe(true);
    await expect(sizing()(url)).resolves.toEqual({ width: 2000, height: 1500, copies: true });
  });

  it("never makes a copy wider than the original: a 500 px image gets 320 and 500", async () => {
    const { path: key } = await upload({
      name: "small.png",
      type: "image/png",
      bytes: await testPhoto(500, 250, "png"),
    });
    expect(await copiesOf(key)).toEqual([".w320.avif", ".w320.webp", ".w500.avif", ".w500.webp"]);
    const widest = await t.services.mediaStore.read(imageCopyKey(key, 500, "webp"));
    const chunks: Buffer[] = [];
    for await (const chunk of widest) chunks.push(chunk as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).width).toBe(500);
  });

  it("turns copies of a photo with an EXIF orientation the way the original is shown", async () => {
    const turned = await sharp(await testPhoto(800, 600))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { url } = await upload({ name: "turned.jpg", type: "image/jpeg", bytes: turned });
    const copy = await sharp((await served(`${url}.w320.webp`)).bytes).metadata();
    expect([copy.width, copy.height]).toEqual([320, 427]);
    await expect(sizing()(url)).resolves.toEqual({ width: 600, height: 800, copies: true });
  });

  it("still uploads an image it cannot decode, with no copies, and pages show the original", async () => {
    // A JPEG's first bytes (so it is taken as an image) followed by noise.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4000)]);
    const { path: key, url } = await upload({
      name: "broken.jpg",
      type: "image/jpeg",
      bytes: broken,
    });
    expect((await served(url)).bytes.equals(broken)).toBe(true);
    expect(await copiesOf(key)).toEqual([]);
    await expect(sizing()(url)).resolves.toBeUndefined();
  });

  it("makes no still copies of an animated image", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#c33"), await frame("#33c")], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const { path: key } = await upload({ name: "blink.gif", type: "image/gif", bytes: gif });
    expect(await copiesOf(key)).toEqual([]);
  });

  it("removes the copies with the original", async () => {
    const { path: key } = await upload({
      name: "gone.jpg",
      type: "image/jpeg",
      bytes: await testPhoto(1000, 700),
    });
    expect(await copiesOf(key)).toHaveLength(8);
    const res = await t.admin("DELETE", `/media/${key}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await copiesOf(key)).toEqual([]);
    expect(await t.services.mediaStore.stat(key)).toBeUndefined();
  });
});
