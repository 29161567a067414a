import { describe, expect, it } from "vitest";
import { keepsEveryStart, MARKER_ROOM } from "./starts-view";

describe("keepsEveryStart", () => {
  it("keeps the home view while every start has room for its marker", () => {
    expect(
      keepsEveryStart(
        [
          { x: 48, y: 48 },
          { x: 240, y: 304 },
        ],
        288,
        352,
      ),
    ).toBe(true);
    expect(keepsEveryStart([], 288, 352)).toBe(true);
  });

  it("gives it up for a start nearer an edge than half a marker and more", () => {
    // The Midtown start at 320 px: its place 10 px from the left edge, its marker cut.
    expect(keepsEveryStart([{ x: 10, y: 200 }], 288, 352)).toBe(false);
    expect(keepsEveryStart([{ x: 150, y: 352 - MARKER_ROOM + 1 }], 288, 352)).toBe(false);
    expect(MARKER_ROOM).toBeGreaterThanOrEqual(64 / 2);
  });
});
