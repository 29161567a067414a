import { describe, expect, it } from "vitest";
import { distanceMetres } from "./distance.js";

const capitol = { lat: 36.1659, lng: -86.7844 };
const fortNegley = { lat: 36.1423, lng: -86.7745 };
const ryman = { lat: 36.1612, lng: -86.7785 };

describe("distanceMetres", () => {
  it("measures along the globe", () => {
    // Capitol to Fort Negley: about 2.8 km.
    expect(distanceMetres(capitol, fortNegley)).toBeGreaterThan(2700);
    expect(distanceMetres(capitol, fortNegley)).toBeLessThan(2800);
    expect(distanceMetres(ryman, ryman)).toBe(0);
    // One degree of latitude is about 111.2 km.
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
  });
});
