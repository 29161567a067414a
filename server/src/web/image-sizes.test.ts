import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalMediaStore } from "../modules/media/store/local-store.js";
import { createImageSizes } from "./image-sizes.js";

describe("image sizes for link previews", () => {
  let mediaRoot: string;
  let imageSize: ReturnType<typeof createImageSizes>;

  beforeAll(async () => {
    mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), "image-sizes-"));
    const pixels = { width: 64, height: 48, channels: 3, background: "#2a6" } as const;
    await sharp({ create: pixels }).jpeg().toFile(path.join(mediaRoot, "photo.jpg"));
    await sharp({ create: { ...pixels, width: 20 } })
      .png()
      .toFile(path.join(mediaRoot, "a b.png"));
    fs.writeFileSync(path.join(mediaRoot, "notes.jpg"), "not an image");
    // An EXIF orientation of 6 shows the picture turned a quarter: 30 wide by 40 high.
    await sharp({ create: { ...pixels, width: 40, height: 30 } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toFile(path.join(mediaRoot, "turned.jpg"));
    imageSize = createImageSizes(createLocalMediaStore(mediaRoot));
  });
  afterAll(() => fs.rmSync(mediaRoot, { recursive: true, force: true }));

  it("reads the width and height from the file's header, through the media store", async () => {
    await expect(imageSize("/media/photo.jpg")).resolves.toEqual({ width: 64, height: 48 });
    await expect(imageSize("/media/a%20b.png")).resolves.toEqual({ width: 20, height: 48 });
  });

  it("gives the size as shown, with the EXIF orientation applied", async () => {
    await expect(imageSize("/media/turned.jpg")).resolves.toEqual({ width: 30, height: 40 });
  });

  it("is unknown for a missing, unreadable or outside file, and for other addresses", async () => {
    for (const src of [
      "/media/missing.jpg",
      "/media/notes.jpg",
      "/media/../image-sizes.test.ts",
      "/media/%E0%A4%A",
      "https://example.org/photo.jpg",
    ]) {
      await expect(imageSize(src), src).resolves.toBeUndefined();
    }
  });
});
