import { describe, expect, it } from "vitest";
import { addableTours, existingFeatured, sameList, versionFromEtag } from "./featured-tours";

const tours = [
  { id: "b", title: "belmont" },
  { id: "a", title: "Airport" },
  { id: "c", title: "Capitol" },
];

describe("featured tours", () => {
  it("reads the version from the ETag", () => {
    expect(versionFromEtag('"3"')).toBe(3);
    expect(versionFromEtag('W/"12"')).toBe(12);
    expect(versionFromEtag('"0"')).toBe(0);
    expect(versionFromEtag(null)).toBeUndefined();
    expect(versionFromEtag('"abc"')).toBeUndefined();
  });

  it("drops tours that no longer exist, keeping the order", () => {
    expect(existingFeatured(["c", "gone", "a"], tours)).toEqual(["c", "a"]);
  });

  it("offers the tours not featured yet, by title ignoring case", () => {
    expect(addableTours(tours, ["c"]).map((t) => t.id)).toEqual(["a", "b"]);
    expect(addableTours(tours, ["a", "b", "c"])).toEqual([]);
  });

  it("compares lists in order", () => {
    expect(sameList(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameList(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameList(["a"], ["a", "b"])).toBe(false);
  });
});
