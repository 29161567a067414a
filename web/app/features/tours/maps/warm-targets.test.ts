import { describe, expect, it } from "vitest";
import { fontStacks, nearestTiles } from "./warm-targets";

describe("fontStacks", () => {
  it("lists each literal font stack of the label layers once, skipping expressions", () => {
    const style = {
      layers: [
        { layout: { "text-font": ["Noto Sans Regular"] } },
        { layout: { "text-font": ["Noto Sans Medium", "Noto Sans Regular"] } },
        { layout: { "text-font": ["Noto Sans Regular"] } },
        { layout: { "text-font": ["step", ["zoom"], ["literal", ["A"]]] as unknown } },
        { layout: {} },
        {},
      ],
    };
    expect(fontStacks({ layers: [] })).toEqual([]);
    expect(fontStacks(style)).toEqual(["Noto Sans Regular", "Noto Sans Medium,Noto Sans Regular"]);
  });
});

describe("nearestTiles", () => {
  it("takes the stop's tile and its neighbours on the nearer sides", () => {
    // The Tennessee State Capitol at z14: x 4242.35, y 6424.42, so its left and upper
    // neighbours (Python: asinh(tan(lat)), a different formula from the code's).
    expect(nearestTiles({ lat: 36.1659, lng: -86.7844 }, 14)).toEqual([
      [4242, 6424],
      [4241, 6424],
      [4242, 6423],
      [4241, 6423],
    ]);
  });

  it("stays inside the world at zoom 0", () => {
    expect(nearestTiles({ lat: 0, lng: 0 }, 0)).toEqual([[0, 0]]);
  });
});
