import { describe, expect, it } from "vitest";
import { moreInfoPath, storyLinks, storyStop } from "./story-path";

const tour = (slug: string, records: string[], title = slug) => ({
  slug,
  title,
  stops: records.map((recordId, index) => ({
    slug: `${slug}-stop-${index + 1}`,
    recordId,
    audio: { path: index === 2 ? "" : `${slug}-${index + 1}.mp3` },
  })),
});

describe("storyLinks", () => {
  it("leads a record on one tour straight to its stop in landing mode, with its narration", () => {
    expect(storyLinks("r2", [tour("broadway", ["r1", "r2", "r3"], "Broadway")])).toEqual([
      {
        href: "/landing/walking-tours/tours/broadway/broadway-stop-2",
        tourTitle: "Broadway",
        narration: { audio: "/media/broadway-2.mp3", termsGated: true },
      },
    ]);
  });

  it("gives a record on several tours one link per tour, straight to its stop, by title", () => {
    const links = storyLinks("r2", [
      tour("b", ["r1", "r2"], "the River Walk"),
      tour("a", ["r2"], "Music Row"),
    ]);
    expect(links.map((link) => [link.tourTitle, link.href, link.narration.termsGated])).toEqual([
      ["Music Row", "/landing/walking-tours/tours/a/a-stop-1", false],
      ["the River Walk", "/landing/walking-tours/tours/b/b-stop-2", true],
    ]);
  });

  it("leaves out a tour that has no stop for the record", () => {
    expect(storyLinks("r2", [])).toEqual([]);
    expect(
      storyLinks("r2", [tour("a", ["r1"]), tour("b", ["r2"])]).map((l) => l.tourTitle),
    ).toEqual(["b"]);
  });
});

describe("storyStop", () => {
  it("takes the record's first appearance on the tour; the first stop shows without the terms", () => {
    expect(storyStop(tour("loop", ["r1", "r2", "r1"], "Loop"), "r1")).toEqual({
      href: "/landing/walking-tours/tours/loop/loop-stop-1",
      tourTitle: "Loop",
      narration: { audio: "/media/loop-1.mp3", termsGated: false },
    });
  });

  it("carries no narration for a stop without a file", () => {
    expect(storyStop(tour("loop", ["r1", "r2", "r3"]), "r3")?.narration.audio).toBe("");
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
