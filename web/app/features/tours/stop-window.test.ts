import { INTRO, OUTRO_SCREEN, stopScreen } from "@tours/shared/browser";
import { describe, expect, it } from "vitest";
import { stopsAround, stopsToPrefetch } from "./stop-window";

const stops = ["a", "b", "c", "d", "e"].map((slug) => ({ slug }));

describe("stopsAround", () => {
  it("carries a stop with the one before and the one after", () => {
    expect(stopsAround(stops, stopScreen("c"))).toEqual(["b", "c", "d"]);
  });

  it("carries only the neighbour there is at either end", () => {
    expect(stopsAround(stops, stopScreen("a"))).toEqual(["a", "b"]);
    expect(stopsAround(stops, stopScreen("e"))).toEqual(["d", "e"]);
  });

  it("carries the first stop from the intro and none from the outro", () => {
    expect(stopsAround(stops, INTRO)).toEqual(["a"]);
    expect(stopsAround(stops, OUTRO_SCREEN)).toEqual([]);
  });

  it("carries nothing for a stop the tour does not have, or a tour without stops", () => {
    expect(stopsAround(stops, stopScreen("z"))).toEqual([]);
    expect(stopsAround([], INTRO)).toEqual([]);
  });
});

describe("stopsToPrefetch", () => {
  it("adds the stop after the next to those around a stop, where there is one", () => {
    expect(stopsToPrefetch(stops, stopScreen("b"))).toEqual(["a", "b", "c", "d"]);
    expect(stopsToPrefetch(stops, stopScreen("d"))).toEqual(["c", "d", "e"]);
  });

  it("adds the second stop from the intro, nothing from the outro", () => {
    expect(stopsToPrefetch(stops, INTRO)).toEqual(["a", "b"]);
    expect(stopsToPrefetch(stops, OUTRO_SCREEN)).toEqual([]);
    expect(stopsToPrefetch(stops, stopScreen("z"))).toEqual([]);
  });
});
