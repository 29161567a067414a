import { describe, expect, it } from "vitest";
import { tilePosition, worldPixel } from "./projection.js";

describe("Web Mercator", () => {
  it("projects as MapLibre does: 256 px tiles", () => {
    expect(worldPixel([0, 0], 0)).toEqual([128, 128]);
    const [x, y] = worldPixel([-86.7844, 36.1659], 15);
    // Tile 8484 × 12848 at zoom 15 holds the Capitol (the slippy-map tile formula).
    expect(Math.floor(x / 256)).toBe(8484);
    expect(Math.floor(y / 256)).toBe(12848);
  });

  it("places the point in its tile", () => {
    const [column, row] = tilePosition([-86.7844, 36.1659], 15);
    expect(Math.floor(column)).toBe(8484);
    expect(Math.floor(row)).toBe(12848);
    expect(tilePosition([0, 0], 1)).toEqual([1, 1]);
  });
});
