import { describe, expect, it } from "vitest";
import { tooLargeReason } from "./media-limits";

const MB = 1024 * 1024;
const limits = { Image: 15 * MB, Audio: 100 * MB, Video: 500 * MB };

describe("tooLargeReason", () => {
  it("names the file, its size and its type's limit", () => {
    expect(tooLargeReason({ name: "scan.tif", size: 23.4 * MB }, "Image", limits)).toBe(
      "scan.tif is 23.4 MB, over the 15 MB limit for images.",
    );
    expect(tooLargeReason({ name: "walk.wav", size: 120 * MB }, "Audio", limits)).toBe(
      "walk.wav is 120 MB, over the 100 MB limit for audio.",
    );
  });

  it("rounds a file just over the limit up, so it never reads as the limit itself", () => {
    expect(tooLargeReason({ name: "a.jpg", size: 15 * MB + 1 }, "Image", limits)).toBe(
      "a.jpg is 15.1 MB, over the 15 MB limit for images.",
    );
  });

  it("speaks of KB under a megabyte", () => {
    const small = { Image: 1024 * 100, Audio: MB, Video: MB };
    expect(tooLargeReason({ name: "b.png", size: 150 * 1024 }, "Image", small)).toBe(
      "b.png is 150 KB, over the 100 KB limit for images.",
    );
  });

  it("lets through a file at or under the limit, and any file while the limits are unknown", () => {
    expect(tooLargeReason({ name: "c.jpg", size: 15 * MB }, "Image", limits)).toBeNull();
    expect(tooLargeReason({ name: "d.mp4", size: 900 * MB }, "Video", undefined)).toBeNull();
  });
});
