import type { OfflineImageCopy, OfflinePlan } from "@tours/shared/browser";
import { describe, expect, it } from "vitest";
import { pickCopy, planForScreen } from "./screen-copies";

const copies: OfflineImageCopy[] = [320, 640, 960, 1200].flatMap((width) =>
  ["avif", "webp"].map((format) => ({
    url: `/media/a.jpg.w${width}.${format}`,
    width,
    type: `image/${format}`,
    bytes: width * (format === "avif" ? 2 : 3),
  })),
);

describe("the copy a saved tour keeps for this screen", () => {
  it("is the narrowest as wide as the carousel's device pixels, AVIF when the browser shows it", () => {
    // 390 px wide: the carousel is 358 px, 1074 device pixels at 3×.
    expect(pickCopy(copies, { width: 390, pixelRatio: 3, avif: true })?.url).toBe(
      "/media/a.jpg.w1200.avif",
    );
    expect(pickCopy(copies, { width: 390, pixelRatio: 1.5, avif: true })?.url).toBe(
      "/media/a.jpg.w640.avif",
    );
    expect(pickCopy(copies, { width: 320, pixelRatio: 1, avif: false })?.url).toBe(
      "/media/a.jpg.w320.webp",
    );
    // A large screen with nothing wide enough: the widest there is.
    expect(pickCopy(copies, { width: 1280, pixelRatio: 2, avif: true })?.url).toBe(
      "/media/a.jpg.w1200.avif",
    );
  });

  it("is a card's for a cover shown on a tour card: the carousel's on a phone, narrower past it", () => {
    // 390 px: a card is as wide as the carousel, 358 px.
    expect(pickCopy(copies, { width: 390, pixelRatio: 3, avif: true }, "card")?.url).toBe(
      "/media/a.jpg.w1200.avif",
    );
    // 700 px: two cards a row, 322 px each (the carousel: 668 px).
    expect(pickCopy(copies, { width: 700, pixelRatio: 2, avif: false }, "card")?.url).toBe(
      "/media/a.jpg.w960.webp",
    );
    expect(pickCopy(copies, { width: 700, pixelRatio: 2, avif: false })?.url).toBe(
      "/media/a.jpg.w1200.webp",
    );
    // 1280 px: three a row, 320 px each.
    expect(pickCopy(copies, { width: 1280, pixelRatio: 1, avif: true }, "card")?.url).toBe(
      "/media/a.jpg.w320.avif",
    );
  });

  it("replaces each image of the plan with it, and the total with what is saved", () => {
    const plan: OfflinePlan = {
      tourId: "t",
      tourSlug: "t",
      title: "T",
      revision: "r",
      bytes: 10_000 + 500 + 9_000,
      files: [
        { url: "/media/a.jpg", kind: "media", bytes: 10_000, copies },
        { url: "/media/b.mp3", kind: "media", bytes: 500 },
        { url: "/media/c.jpg", kind: "media", bytes: 9_000, copies, shownIn: "card" },
      ],
    };
    const saved = planForScreen(plan, { width: 360, pixelRatio: 2, avif: true });
    expect(saved.files).toEqual([
      { url: "/media/a.jpg.w960.avif", kind: "media", bytes: 1920 },
      { url: "/media/b.mp3", kind: "media", bytes: 500 },
      { url: "/media/a.jpg.w960.avif", kind: "media", bytes: 1920 },
    ]);
    expect(saved.bytes).toBe(4340);
    expect(saved.revision).toBe("r");
  });
});
