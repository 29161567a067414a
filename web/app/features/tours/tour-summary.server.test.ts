import { describe, expect, it } from "vitest";
import type { TourSummary } from "./tour-summary";
import { withStarts } from "./tour-summary.server";

const summary = (id: string): TourSummary => ({
  id,
  slug: id,
  title: id,
  description: "",
  categories: [],
  duration: 1,
  distance: 1,
  stopCount: 2,
  image: null,
  start: null,
});

describe("withStarts", () => {
  it("adds where each tour starts, null for a tour with no placed stop, in the given order", () => {
    const points = [
      { tourId: "b", lat: 36.1, lng: -86.7 },
      { tourId: "a", lat: 36.2, lng: -86.8 },
    ];
    const result = withStarts([summary("a"), summary("c"), summary("b")], points);
    expect(result.map((tour) => [tour.id, tour.start])).toEqual([
      ["a", { lat: 36.2, lng: -86.8 }],
      ["c", null],
      ["b", { lat: 36.1, lng: -86.7 }],
    ]);
  });
});
