import { describe, expect, it } from "vitest";
import { shiftIntoView } from "./popup-fit";

const phone = { start: 0, end: 320 };

describe("shiftIntoView", () => {
  it("leaves a popup that fits where it is", () => {
    expect(shiftIntoView({ start: 40, end: 280 }, phone)).toBe(0);
  });

  it("slides a popup cut off on the left (the 'entennial' bug) or the right back in", () => {
    expect(shiftIntoView({ start: -49, end: 207 }, phone)).toBe(57);
    expect(shiftIntoView({ start: 100, end: 356 }, phone)).toBe(-44);
  });

  it("aligns a popup wider than the map to its start", () => {
    expect(shiftIntoView({ start: 30, end: 340 }, phone)).toBe(-22);
    expect(shiftIntoView({ start: -30, end: 400 }, { start: 10, end: 330 }, 0)).toBe(40);
  });
});
