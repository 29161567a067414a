import { describe, expect, it } from "vitest";
import {
  boundsOf,
  describeDistance,
  fitPadding,
  nextStopCamera,
  overviewCamera,
} from "./map-geometry";

const capitol = { lat: 36.1659, lng: -86.7844 };
const fortNegley = { lat: 36.1423, lng: -86.7745 };
const ryman = { lat: 36.1612, lng: -86.7785 };

describe("boundsOf", () => {
  it("spans every point as [lng, lat] corners", () => {
    expect(boundsOf([capitol, fortNegley, ryman])).toEqual([
      [-86.7844, 36.1423],
      [-86.7745, 36.1659],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});

describe("overviewCamera", () => {
  it("fits several stops, never closer than the tour's zoom", () => {
    expect(overviewCamera([capitol, fortNegley], 12)).toEqual({
      bounds: [
        [-86.7844, 36.1423],
        [-86.7745, 36.1659],
      ],
      maxZoom: 12,
    });
  });

  it("centres a single stop at the tour's zoom, and has nothing to show without stops", () => {
    expect(overviewCamera([ryman], 15)).toEqual({ center: [-86.7785, 36.1612], zoom: 15 });
    expect(overviewCamera([], 12)).toBeNull();
  });
});

describe("nextStopCamera", () => {
  it("centres the stop at the next-stop zoom before a position is known", () => {
    expect(nextStopCamera(ryman, null, 17)).toEqual({ center: [-86.7785, 36.1612], zoom: 17 });
  });

  it("then fits the visitor and the stop with max zoom 17 (SPEC §9)", () => {
    expect(nextStopCamera(ryman, capitol, 12)).toEqual({
      bounds: [
        [-86.7844, 36.1612],
        [-86.7785, 36.1659],
      ],
      maxZoom: 17,
    });
  });
});

describe("nextStopCamera with a leg", () => {
  it("also fits the leg's bend", () => {
    const leg: [number, number][] = [
      [-86.7844, 36.1659],
      [-86.79, 36.17],
      [-86.7785, 36.1612],
    ];
    expect(nextStopCamera(ryman, capitol, 12, leg)).toEqual({
      bounds: [
        [-86.79, 36.1612],
        [-86.7785, 36.17],
      ],
      maxZoom: 17,
    });
  });
});

describe("describeDistance", () => {
  it("speaks in feet up close, rounded to ten", () => {
    expect(describeDistance(0)).toBe("10 feet");
    expect(describeDistance(100)).toBe("330 feet");
  });

  it("speaks in miles from a tenth of a mile, with one decimal", () => {
    expect(describeDistance(161)).toBe("0.1 miles");
    expect(describeDistance(1609.344)).toBe("1 mile");
    expect(describeDistance(2780)).toBe("1.7 miles");
  });
});

describe("fitPadding", () => {
  it("keeps a margin, more above for the card on a marker", () => {
    expect(fitPadding(1280, 800, 100)).toEqual({ top: 156, right: 56, bottom: 56, left: 56 });
  });

  it("shrinks on a small map so the places still fit", () => {
    expect(fitPadding(360, 300, 100)).toEqual({ top: 105, right: 43, bottom: 36, left: 43 });
    expect(fitPadding(360, 600)).toEqual({ top: 56, right: 43, bottom: 56, left: 43 });
  });

  it("keeps room for half a marker's tap area and more, however small the map", () => {
    expect(fitPadding(200, 150)).toEqual({ top: 32, right: 32, bottom: 32, left: 32 });
  });
});
