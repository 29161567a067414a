import { describe, expect, it } from "vitest";
import { lightboxLabel, positionLabel, swipeDirection, wrapIndex } from "./carousel-logic";

describe("wrapIndex", () => {
  it("keeps an index inside the list", () => {
    expect(wrapIndex(0, 5)).toBe(0);
    expect(wrapIndex(3, 5)).toBe(3);
  });

  it("goes from past the last item to the first", () => {
    expect(wrapIndex(5, 5)).toBe(0);
  });

  it("goes from before the first item to the last", () => {
    expect(wrapIndex(-1, 5)).toBe(4);
  });

  it("wraps steps larger than the list", () => {
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(-7, 5)).toBe(3);
  });

  it("stays on the only item of a one-item list", () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
  });

  it("gives 0 for an empty list", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("positionLabel", () => {
  it("reads n of total", () => {
    expect(positionLabel(2, 5)).toBe("2 of 5");
  });
});

describe("lightboxLabel", () => {
  it("reads 'n of total - caption'", () => {
    expect(lightboxLabel(2, 5, "Fort Negley, 1864")).toBe("2 of 5 - Fort Negley, 1864");
  });

  it("leaves out the dash when the caption is empty", () => {
    expect(lightboxLabel(1, 3, "")).toBe("1 of 3");
  });

  it("treats a caption of spaces as empty", () => {
    expect(lightboxLabel(3, 3, "  ")).toBe("3 of 3");
  });
});

describe("swipeDirection", () => {
  it("shows the next image after a swipe to the left", () => {
    expect(swipeDirection(-60, 5)).toBe("next");
  });

  it("shows the previous image after a swipe to the right", () => {
    expect(swipeDirection(60, -5)).toBe("previous");
  });

  it("counts a drag of exactly the threshold", () => {
    expect(swipeDirection(-40, 0, 40)).toBe("next");
  });

  it("ignores drags shorter than the threshold", () => {
    expect(swipeDirection(-39, 0, 40)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
  });

  it("ignores mostly vertical drags, which scroll the page", () => {
    expect(swipeDirection(-50, 80)).toBeNull();
    expect(swipeDirection(50, 50)).toBeNull();
  });

  it("uses the given threshold", () => {
    expect(swipeDirection(-60, 0, 100)).toBeNull();
    expect(swipeDirection(-120, 0, 100)).toBe("next");
  });
});
