import { describe, expect, it } from "vitest";
import { sessionArtwork } from "./page-image";

describe("sessionArtwork", () => {
  it("offers the small WebP copies with their sizes, not the original", () => {
    const image = { src: "/media/ryman.jpg", sizing: { width: 4032, height: 3024, copies: true } };
    expect(sessionArtwork(image)).toEqual([
      { src: "/media/ryman.jpg.w320.webp", sizes: "320x240", type: "image/webp" },
      { src: "/media/ryman.jpg.w640.webp", sizes: "640x480", type: "image/webp" },
    ]);
  });

  it("offers a small original's own-width copy", () => {
    const image = { src: "/media/sign.png", sizing: { width: 500, height: 250, copies: true } };
    expect(sessionArtwork(image).map((artwork) => artwork.sizes)).toEqual(["320x160", "500x250"]);
  });

  it("falls back to the original when it has no copies or no known size", () => {
    const stored = { src: "/media/old.jpg", sizing: { width: 900, height: 600, copies: false } };
    expect(sessionArtwork(stored)).toEqual([{ src: "/media/old.jpg" }]);
    expect(sessionArtwork({ src: "https://example.org/a.jpg" })).toEqual([
      { src: "https://example.org/a.jpg" },
    ]);
  });
});
