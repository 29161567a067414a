import { describe, expect, it } from "vitest";
import { clusterSize } from "./map-config";
import { boundsOf, inCategory, pointsOf, type TourPoint, toFeatureCollection } from "./tour-points";

const point = (tourId: string, lat: number, lng: number): TourPoint => ({
  tourId,
  slug: `${tourId}-slug`,
  title: `Tour ${tourId}`,
  categories: tourId === "a" ? ["Driving Tours"] : [],
  start: "Fort Negley",
  lat,
  lng,
});

describe("toFeatureCollection", () => {
  it("puts longitude first and keeps the tour's fields as properties", () => {
    const collection = toFeatureCollection([point("a", 36.16, -86.78)]);
    expect(collection.features).toEqual([
      {
        type: "Feature",
        geometry: { type: "Point", coordinates: [-86.78, 36.16] },
        properties: {
          tourId: "a",
          slug: "a-slug",
          title: "Tour a",
          categories: ["Driving Tours"],
          start: "Fort Negley",
        },
      },
    ]);
  });
});

describe("pointsOf", () => {
  it("keeps the given tours' points in that order, skipping tours without one", () => {
    const points = [point("a", 1, 1), point("b", 2, 2)];
    expect(pointsOf(points, ["b", "x", "a"]).map((p) => p.tourId)).toEqual(["b", "a"]);
  });
});

describe("inCategory", () => {
  it("keeps the points of the category's tours, or all of them for no category", () => {
    const points = [point("a", 1, 1), point("b", 2, 2)];
    expect(inCategory(points, "Driving Tours").map((p) => p.tourId)).toEqual(["a"]);
    expect(inCategory(points, null)).toHaveLength(2);
  });
});

describe("boundsOf", () => {
  it("spans every point", () => {
    const points = [point("a", 36.1, -86.9), point("b", 36.3, -86.6)];
    expect(boundsOf(points)).toEqual([
      [-86.9, 36.1],
      [-86.6, 36.3],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});

describe("clusterSize", () => {
  it("steps up at 100 and 750 points (SPEC §9)", () => {
    expect(clusterSize(2)).toBe("small");
    expect(clusterSize(99)).toBe("small");
    expect(clusterSize(100)).toBe("medium");
    expect(clusterSize(749)).toBe("medium");
    expect(clusterSize(750)).toBe("large");
  });
});
