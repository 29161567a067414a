import { describe, expect, it } from "vitest";
import { type MapStop, placeStops } from "./map-stop";

const stop = (slug: string, coordinates: MapStop["coordinates"]): MapStop => ({
  slug,
  siteName: `Site ${slug}`,
  coordinates,
  address: "",
  href: `/tours/t/${slug}`,
});

describe("placeStops", () => {
  it("numbers stops by their place in the tour and sets aside those without coordinates", () => {
    const { placed, unplaced } = placeStops([
      stop("a", { lat: 36.16, lng: -86.78 }),
      stop("b", null),
      stop("c", { lat: 36.15, lng: -86.77 }),
      stop("d", { lat: 0, lng: -86.77 }),
    ]);
    expect(placed.map((p) => [p.stop.slug, p.number])).toEqual([
      ["a", 1],
      ["c", 3],
    ]);
    expect(placed[1]?.at).toEqual({ lat: 36.15, lng: -86.77 });
    expect(unplaced.map((u) => [u.stop.slug, u.number])).toEqual([
      ["b", 2],
      ["d", 4],
    ]);
  });
});
