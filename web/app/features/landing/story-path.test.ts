import { describe, expect, it } from "vitest";
import { moreInfoPath, storyPath, storyStop } from "./story-path";

const tour = (slug: string, records: string[]) => ({
  slug,
  stops: records.map((recordId, index) => ({
    slug: `${slug}-stop-${index + 1}`,
    recordId,
    audio: { path: index === 2 ? "" : `${slug}-${index + 1}.mp3` },
  })),
});

describe("storyPath", () => {
  it("leads a record on one tour straight to its stop in landing mode, with its narration", () => {
    expect(storyPath("r2", [tour("broadway", ["r1", "r2", "r3"])])).toEqual({
      href: "/landing/walking-tours/tours/broadway/broadway-stop-2",
      narration: { audio: "/media/broadway-2.mp3", termsGated: true },
    });
  });

  it("leads a record on several tours to the tour choice, set to go on to the stop", () => {
    expect(storyPath("r2", [tour("a", ["r2"]), tour("b", ["r1", "r2"])])).toEqual({
      href: "/landing/walking-tours/r2/select-tour?then=story",
      narration: null,
    });
  });

  it("offers nothing for a record on no tour or missing from its one tour", () => {
    expect(storyPath("r2", [])).toBeNull();
    expect(storyPath("r2", [tour("a", ["r1"])])).toBeNull();
  });
});

describe("storyStop", () => {
  it("takes the record's first appearance on the tour; the first stop shows without the terms", () => {
    expect(storyStop(tour("loop", ["r1", "r2", "r1"]), "r1")).toEqual({
      href: "/landing/walking-tours/tours/loop/loop-stop-1",
      narration: { audio: "/media/loop-1.mp3", termsGated: false },
    });
  });

  it("carries no narration for a stop without a file", () => {
    expect(storyStop(tour("loop", ["r1", "r2", "r3"]), "r3")?.narration?.audio).toBe("");
  });
});

describe("where More Info leads (SPEC §4)", () => {
  it("goes to the choice of tours when the record is on several", () => {
    expect(moreInfoPath("rec-1", ["a", "b"])).toBe("/landing/walking-tours/rec-1/select-tour");
  });

  it("goes straight to the only tour, with the record selected", () => {
    expect(moreInfoPath("rec-1", ["a"])).toBe("/landing/walking-tours/tours/a?record=rec-1");
  });

  it("goes nowhere when the record is on no tour", () => {
    expect(moreInfoPath("rec-1", [])).toBeNull();
  });
});
