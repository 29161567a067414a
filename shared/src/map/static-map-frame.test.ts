import { describe, expect, it } from "vitest";
import {
  framePixel,
  metresToPixels,
  nextStopFrame,
  STATIC_MAP_HEIGHT,
  STATIC_MAP_MAX_ZOOM,
  STATIC_MAP_WIDTH,
} from "./static-map-frame.js";

const capitol = { lat: 36.1659, lng: -86.7844 };
const ryman = { lat: 36.1612, lng: -86.7785 };

describe("the static next-stop map's frame", () => {
  it("fits both stops and the leg inside the picture, clear of its edges", () => {
    const leg: [number, number][] = [
      [capitol.lng, capitol.lat],
      [-86.79, 36.163],
      [ryman.lng, ryman.lat],
    ];
    const frame = nextStopFrame(leg, capitol, ryman);
    for (const point of leg) {
      const [x, y] = framePixel(frame, point);
      expect(x).toBeGreaterThanOrEqual(40);
      expect(x).toBeLessThanOrEqual(STATIC_MAP_WIDTH - 40);
      expect(y).toBeGreaterThanOrEqual(40);
      expect(y).toBeLessThanOrEqual(STATIC_MAP_HEIGHT - 40);
    }
  });

  it("never zooms in past the live map's limit for stops next door", () => {
    const near = { lat: capitol.lat + 0.00001, lng: capitol.lng };
    const frame = nextStopFrame([], capitol, near);
    expect(frame.zoom).toBe(STATIC_MAP_MAX_ZOOM);
    // About 0.96 m a pixel at zoom 17 in Nashville: 30 m is about 31 px.
    expect(metresToPixels(frame, 30, capitol)).toBeCloseTo(31.1, 1);
  });
});
