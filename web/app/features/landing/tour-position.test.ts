import { describe, expect, it } from "vitest";
import { afterSoundCue, tourPosition } from "./tour-position";

const stops = [
  { slug: "capitol", recordId: "rec-capitol" },
  { slug: "fort-negley", recordId: "rec-negley" },
  { slug: "cemetery", recordId: "rec-cemetery" },
];

describe("tourPosition", () => {
  it("finds the scanned record's stop and counts from 1", () => {
    expect(tourPosition(stops, "rec-negley")).toEqual({
      firstStopSlug: "capitol",
      stopCount: 3,
      current: { number: 2, slug: "fort-negley" },
    });
    expect(tourPosition(stops, "rec-capitol").current).toEqual({ number: 1, slug: "capitol" });
  });

  it("takes the first stop when a record appears twice", () => {
    const twice = [...stops, { slug: "capitol-again", recordId: "rec-capitol" }];
    expect(tourPosition(twice, "rec-capitol").current).toEqual({ number: 1, slug: "capitol" });
  });

  it("has no current stop when the record is not on the tour or none is given", () => {
    expect(tourPosition(stops, "rec-elsewhere")).toEqual({
      firstStopSlug: "capitol",
      stopCount: 3,
      current: null,
    });
    expect(tourPosition(stops, null).current).toBeNull();
  });

  it("has no first stop when the tour has no stops", () => {
    expect(tourPosition([], "rec-negley")).toEqual({
      firstStopSlug: null,
      stopCount: 0,
      current: null,
    });
  });
});

describe("afterSoundCue", () => {
  it("asks back-to-start's question unless the scanned record is the first stop", () => {
    const after = (record: string | null) =>
      afterSoundCue("civil-war", tourPosition(stops, record), record);
    expect(after("rec-negley")).toBe(
      "/landing/walking-tours/back-to-start?tour=civil-war&record=rec-negley",
    );
    expect(after(null)).toBe("/landing/walking-tours/back-to-start?tour=civil-war");
    expect(after("rec-capitol")).toBe("/landing/walking-tours/tours/civil-war/capitol");
  });
});
