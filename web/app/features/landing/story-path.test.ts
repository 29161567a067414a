import { describe, expect, it } from "vitest";
import { storyPath, storyStopPath } from "./story-path";

const tour = (slug: string, records: string[]) => ({
  slug,
  stops: records.map((recordId, index) => ({ slug: `${slug}-stop-${index + 1}`, recordId })),
});

describe("storyPath", () => {
  it("leads a record on one tour straight to its stop in landing mode", () => {
    expect(storyPath("r2", [tour("broadway", ["r1", "r2", "r3"])])).toBe(
      "/landing/walking-tours/tours/broadway/broadway-stop-2",
    );
  });

  it("leads a record on several tours to the tour choice, set to go on to the stop", () => {
    expect(storyPath("r2", [tour("a", ["r2"]), tour("b", ["r1", "r2"])])).toBe(
      "/landing/walking-tours/r2/select-tour?then=story",
    );
  });

  it("offers nothing for a record on no tour or missing from its one tour", () => {
    expect(storyPath("r2", [])).toBeNull();
    expect(storyPath("r2", [tour("a", ["r1"])])).toBeNull();
  });
});

describe("storyStopPath", () => {
  it("takes the record's first appearance on the tour", () => {
    expect(storyStopPath(tour("loop", ["r1", "r2", "r1"]), "r1")).toBe(
      "/landing/walking-tours/tours/loop/loop-stop-1",
    );
  });
});
