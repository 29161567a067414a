import { describe, expect, it } from "vitest";
import { isTourPage, tourLocationOf } from "./tour-routes";

const root = { id: "root", params: {} };

describe("tourLocationOf", () => {
  it("reads the way and the view from the leaf route, the slugs from its params", () => {
    const params = { tourSlug: "a", stopSlug: "b" };
    expect(tourLocationOf([root, { id: "tour", params }, { id: "tour-v-stop", params }])).toEqual({
      mode: "virtual",
      tourSlug: "a",
      screen: { view: "stop", stopSlug: "b" },
    });
    const intro = { tourSlug: "a" };
    expect(
      tourLocationOf([
        root,
        { id: "landing-tour", params: intro },
        { id: "landing-tour-intro", params: intro },
      ]),
    ).toEqual({ mode: "landing", tourSlug: "a", screen: { view: "intro" } });
    expect(tourLocationOf([root, { id: "tour-outro", params: intro }])).toEqual({
      mode: "in-person",
      tourSlug: "a",
      screen: { view: "outro" },
    });
  });

  it("answers null off a tour view", () => {
    expect(tourLocationOf([root, { id: "routes/record", params: { slug: "a" } }])).toBeNull();
    expect(tourLocationOf([root, { id: "tour", params: { tourSlug: "a" } }])).toBeNull();
  });
});

describe("isTourPage", () => {
  it("is true under either tour layout only", () => {
    expect(isTourPage([root, { id: "tour" }, undefined])).toBe(true);
    expect(isTourPage([root, { id: "landing-tour" }])).toBe(true);
    expect(isTourPage([root, { id: "routes/tours" }])).toBe(false);
  });
});
