import { describe, expect, it } from "vitest";
import { imageCopyKey, imageCopyWidths, parseImageCopyKey } from "./image-copies.js";

describe("image copies", () => {
  it("are made at the standard widths below the original, then at its own width, 1440 at most", () => {
    expect(imageCopyWidths(4032)).toEqual([320, 640, 960, 1440]);
    expect(imageCopyWidths(1440)).toEqual([320, 640, 960, 1440]);
    expect(imageCopyWidths(1200)).toEqual([320, 640, 960, 1200]);
    expect(imageCopyWidths(640)).toEqual([320, 640]);
    expect(imageCopyWidths(200)).toEqual([200]);
    expect(imageCopyWidths(0)).toEqual([]);
    expect(imageCopyWidths(Number.NaN)).toEqual([]);
  });

  it("are named after the original's key or address, and read back from the name", () => {
    expect(imageCopyKey("media/1-bells.jpg", 640, "webp")).toBe("media/1-bells.jpg.w640.webp");
    expect(imageCopyKey("/media/1-bells.jpg", 320, "avif")).toBe("/media/1-bells.jpg.w320.avif");
    expect(parseImageCopyKey("media/1-bells.jpg.w640.webp")).toEqual({
      original: "media/1-bells.jpg",
      width: 640,
      format: "webp",
    });
    for (const other of ["media/1-bells.jpg", "media/1-a.w640.png", "media/x.w0.avif", "w640.webp"])
      expect(parseImageCopyKey(other), other).toBeUndefined();
  });
});
