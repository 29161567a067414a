import { legOf } from "@tours/shared/map";
import { describe, expect, it } from "vitest";
import { lineMetres, remainingMetres } from "./route-geometry";
import { capitol, fortNegley, lRoute as route } from "@tours/shared/testing";

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
