import { describe, expect, it } from "vitest";
import {
  audioCuePath,
  backToStartPath,
  landingTourPath,
  moreInfoPath,
  readLandingSelection,
  selectTourPath,
  welcomePath,
} from "./landing-urls";

describe("landing addresses", () => {
  it("builds the SPEC §2 paths", () => {
    expect(welcomePath("fort-negley")).toBe("/landing/walking-tours/fort-negley");
    expect(selectTourPath("rec-1")).toBe("/landing/walking-tours/rec-1/select-tour");
    expect(landingTourPath("civil-war")).toBe("/landing/walking-tours/tours/civil-war");
  });

  it("puts the selection in the query string, leaving out what is unknown", () => {
    expect(landingTourPath("civil-war", { record: "rec-1" })).toBe(
      "/landing/walking-tours/tours/civil-war?record=rec-1",
    );
    expect(landingTourPath("civil-war", { stopSlug: "fort-negley", record: null })).toBe(
      "/landing/walking-tours/tours/civil-war/fort-negley",
    );
    expect(audioCuePath("civil-war", "rec-1")).toBe(
      "/landing/walking-tours/audio-cue?tour=civil-war&record=rec-1",
    );
    expect(audioCuePath("civil-war")).toBe("/landing/walking-tours/audio-cue?tour=civil-war");
    expect(backToStartPath("civil-war", "rec-1")).toBe(
      "/landing/walking-tours/back-to-start?tour=civil-war&record=rec-1",
    );
  });

  it("escapes what could break the address", () => {
    expect(backToStartPath("a&b", "id with space")).toBe(
      "/landing/walking-tours/back-to-start?tour=a%26b&record=id+with+space",
    );
    expect(selectTourPath("a/b")).toBe("/landing/walking-tours/a%2Fb/select-tour");
  });

  it("reads the selection back, treating blank values as absent", () => {
    expect(
      readLandingSelection(new URLSearchParams("tour=civil-war&record=rec-1&c=musay")),
    ).toEqual({ tour: "civil-war", record: "rec-1" });
    expect(readLandingSelection(new URLSearchParams("tour=%20&record="))).toEqual({
      tour: null,
      record: null,
    });
    const back = new URL(backToStartPath("a&b", "id with space"), "http://x.invalid");
    expect(readLandingSelection(back.searchParams)).toEqual({
      tour: "a&b",
      record: "id with space",
    });
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
