import { describe, expect, it } from "vitest";
import { nearestTours, tourEnd } from "./nearest-tours";

const capitol = { lat: 36.1659, lng: -86.7844 };
const ryman = { lat: 36.1612, lng: -86.7785 };
const parthenon = { lat: 36.1497, lng: -86.8133 };
const hermitage = { lat: 36.2149, lng: -86.6134 };

describe("tourEnd", () => {
  it("is the last stop that has coordinates", () => {
    expect(tourEnd([{ coordinates: ryman }, { coordinates: capitol }, { coordinates: null }])).toBe(
      capitol,
    );
    expect(tourEnd([{ coordinates: null }])).toBeNull();
  });
});

describe("nearestTours", () => {
  const tours = [
    { title: "Far", start: hermitage },
    { title: "Unplaced", start: null },
    { title: "Near", start: ryman },
    { title: "Middle", start: parthenon },
  ];

  it("orders the placed tours by distance from the end and keeps the first few", () => {
    const nearest = nearestTours(capitol, tours, 2);
    expect(nearest.map((n) => n.tour.title)).toEqual(["Near", "Middle"]);
    expect(nearest[0]!.metres).toBeGreaterThan(500);
    expect(nearest[0]!.metres).toBeLessThan(900);
  });

  it("finds nothing when the tour has no end on the map", () => {
    expect(nearestTours(null, tours)).toEqual([]);
  });
});
