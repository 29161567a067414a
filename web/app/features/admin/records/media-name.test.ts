import { describe, expect, it } from "vitest";
import { wrapIndex } from "./image-lightbox";
import { mediaFileName } from "./media-name";

describe("media file name display (SPEC §5)", () => {
  it("strips the storage path, the media/ prefix and the leading unique id", () => {
    expect(mediaFileName("media/5f0c3a2e-8b1d-4c2a-9e6f-0123456789ab-ryman.mp3")).toBe("ryman.mp3");
    expect(
      mediaFileName(
        "https://tours.example/media/5f0c3a2e-8b1d-4c2a-9e6f-0123456789ab-fort%20negley.jpg",
      ),
    ).toBe("fort negley.jpg");
    expect(mediaFileName("/media/headshots/intro.mp3")).toBe("intro.mp3");
  });

  it("keeps a name without a unique id as it is", () => {
    expect(mediaFileName("media/customs-house.mp3")).toBe("customs-house.mp3");
  });

  it("gives an empty string for an invalid or empty value", () => {
    expect(mediaFileName("")).toBe("");
    expect(mediaFileName("http://[bad")).toBe("");
    expect(mediaFileName("media/%E0%A4%A.mp3")).toBe("");
  });
});

describe("the lightbox's position", () => {
  it("wraps around both ways", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});
