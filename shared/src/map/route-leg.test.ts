import { describe, expect, it } from "vitest";
import { legOf, routeLeg, tourLine } from "./route-leg.js";
import { capitol, corner, fortNegley, lRoute as route, ryman } from "../testing/map-places.js";

describe("tourLine", () => {
  it("is the drawn route when there is one", () => {
    expect(tourLine(route, [capitol, ryman])).toEqual(route);
  });

  it("joins the stops in tour order without a route (or with a lone point)", () => {
    const straight = [
      [-86.7844, 36.1659],
      [-86.7785, 36.1612],
      [-86.7745, 36.1423],
    ];
    expect(tourLine(null, [capitol, ryman, fortNegley])).toEqual(straight);
    expect(tourLine([[-86.7, 36.1]], [capitol, ryman, fortNegley])).toEqual(straight);
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
    const straight = tourLine(null, [capitol, ryman, fortNegley]);
    expect(legOf(straight, ryman, fortNegley)).toEqual([
      [-86.7785, 36.1612],
      [-86.7745, 36.1423],
    ]);
  });

  it("is the straight line between the stops on a path of one segment", () => {
    const straight = tourLine(null, [capitol, ryman]);
    const leg = legOf(straight, capitol, ryman);
    expect(leg[0]).toEqual([-86.7844, 36.1659]);
    expect(leg.at(-1)).toEqual([-86.7785, 36.1612]);
  });
});

describe("routeLeg", () => {
  it("joins only the placed stops and has no leg without a destination", () => {
    const { path, leg } = routeLeg(null, [capitol, null, { lat: 0, lng: 0 }, ryman], capitol, null);
    expect(path).toEqual([
      [-86.7844, 36.1659],
      [-86.7785, 36.1612],
    ]);
    expect(leg).toEqual([]);
  });
});
