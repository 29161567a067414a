import { describe, expect, it } from "vitest";
import type { LngLatPair } from "./map-geometry";
import {
  describeTravel,
  legOf,
  lineMetres,
  remainingMetres,
  tourPath,
  travelMinutes,
} from "./route-geometry";

const capitol = { lat: 36.1659, lng: -86.7844 };
const ryman = { lat: 36.1612, lng: -86.7785 };
const fortNegley = { lat: 36.1423, lng: -86.7745 };

// An L-shaped route: east along a street, then south. Stops sit a few metres off it.
const corner: LngLatPair = [-86.77, 36.17];
const route: LngLatPair[] = [
  [-86.79, 36.17],
  [-86.78, 36.17],
  corner,
  [-86.77, 36.16],
  [-86.77, 36.15],
];

describe("tourPath", () => {
  it("is the drawn route when there is one", () => {
    expect(tourPath(route, [capitol, ryman])).toEqual(route);
  });

  it("joins the stops in tour order without a route (or with a lone point)", () => {
    const straight = [
      [-86.7844, 36.1659],
      [-86.7785, 36.1612],
      [-86.7745, 36.1423],
    ];
    expect(tourPath(null, [capitol, ryman, fortNegley])).toEqual(straight);
    expect(tourPath([[-86.7, 36.1]], [capitol, ryman, fortNegley])).toEqual(straight);
  });
});

describe("legOf", () => {
  it("cuts the route between the points nearest each stop, corners included", () => {
    const from = { lat: 36.1701, lng: -86.785 };
    const to = { lat: 36.155, lng: -86.7701 };
    const leg = legOf(route, from, to);
    expect(leg[0]![0]).toBeCloseTo(-86.785, 6);
    expect(leg[0]![1]).toBeCloseTo(36.17, 6);
    expect(leg.slice(1, -1)).toEqual([[-86.78, 36.17], corner, [-86.77, 36.16]]);
    expect(leg.at(-1)![0]).toBeCloseTo(-86.77, 6);
    expect(leg.at(-1)![1]).toBeCloseTo(36.155, 6);
  });

  it("runs from the current stop even when the route was drawn the other way", () => {
    const from = { lat: 36.155, lng: -86.77 };
    const to = { lat: 36.17, lng: -86.785 };
    const leg = legOf(route, from, to);
    expect(leg[0]![1]).toBeCloseTo(36.155, 6);
    expect(leg.at(-1)![0]).toBeCloseTo(-86.785, 6);
    expect(leg).toContainEqual(corner);
  });

  it("has each point once when the stops sit on the path's own points", () => {
    const straight = tourPath(null, [capitol, ryman, fortNegley]);
    expect(legOf(straight, ryman, fortNegley)).toEqual([
      [-86.7785, 36.1612],
      [-86.7745, 36.1423],
    ]);
  });

  it("is the straight line between the stops on a path of one segment", () => {
    const straight = tourPath(null, [capitol, ryman]);
    const leg = legOf(straight, capitol, ryman);
    expect(leg[0]).toEqual([-86.7844, 36.1659]);
    expect(leg.at(-1)).toEqual([-86.7785, 36.1612]);
  });
});

describe("remainingMetres", () => {
  it("follows the leg round the corner, longer than as the crow flies", () => {
    const leg = legOf(route, { lat: 36.17, lng: -86.78 }, { lat: 36.16, lng: -86.77 });
    const here = { lat: 36.17, lng: -86.78 };
    const { metres, alongRoute } = remainingMetres(leg, here, { lat: 36.16, lng: -86.77 });
    expect(alongRoute).toBe(true);
    // About 900 m east then 1,110 m south.
    expect(metres).toBeGreaterThan(1950);
    expect(metres).toBeLessThan(2050);
    const crow = lineMetres([
      [-86.78, 36.17],
      [-86.77, 36.16],
    ]);
    expect(crow).toBeLessThan(1500);
  });

  it("adds the way to the leg for a visitor standing off it, and shrinks as they walk", () => {
    const leg = legOf(route, { lat: 36.17, lng: -86.78 }, { lat: 36.16, lng: -86.77 });
    const to = { lat: 36.16, lng: -86.77 };
    const onIt = remainingMetres(leg, { lat: 36.17, lng: -86.775 }, to).metres;
    const offIt = remainingMetres(leg, { lat: 36.171, lng: -86.775 }, to).metres;
    expect(offIt - onIt).toBeGreaterThan(100);
    expect(offIt - onIt).toBeLessThan(120);
    const further = remainingMetres(leg, { lat: 36.165, lng: -86.77 }, to).metres;
    expect(further).toBeLessThan(onIt);
  });

  it("is as the crow flies without a leg", () => {
    const { metres, alongRoute } = remainingMetres([], capitol, fortNegley);
    expect(alongRoute).toBe(false);
    expect(metres).toBeGreaterThan(2700);
    expect(metres).toBeLessThan(2800);
  });
});

describe("travel time", () => {
  it("walks at about 5 km/h and drives at about 25 km/h", () => {
    expect(travelMinutes(1000, false)).toBe(12);
    expect(travelMinutes(1000, true)).toBe(2);
    expect(travelMinutes(10, false)).toBe(1);
  });

  it("says the time and how", () => {
    expect(describeTravel(2000, false)).toBe("24 min walk");
    expect(describeTravel(6000, false)).toBe("1 h 12 min walk");
    expect(describeTravel(5000, false)).toBe("1 h walk");
    expect(describeTravel(5000, true)).toBe("12 min drive");
  });
});
