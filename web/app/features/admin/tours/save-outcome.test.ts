import { describe, expect, it } from "vitest";
import {
  ERROR_SAVING_TOUR,
  failureHeading,
  missingSavedStops,
  STOP_VALIDATION_ERROR,
  TOUR_VALIDATION_ERROR,
} from "./save-outcome";

describe("save outcomes (SPEC §8)", () => {
  it("head the failure by what failed: the tour, a stop, or neither", () => {
    const stop = { path: "stops.1.recordId", message: "No record" };
    expect(failureHeading([stop, { path: "tour.title", message: "Required" }])).toBe(
      TOUR_VALIDATION_ERROR,
    );
    expect(failureHeading([stop])).toBe(STOP_VALIDATION_ERROR);
    expect(failureHeading([{ path: "stops", message: "Odd" }])).toBe(ERROR_SAVING_TOUR);
    expect(failureHeading([])).toBe(ERROR_SAVING_TOUR);
  });

  it("find the stops the saved answer lacks or answers without id", () => {
    const sent = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(missingSavedStops(sent, [{ id: "a" }, { id: "b" }, { id: "c" }])).toEqual([]);
    expect(missingSavedStops(sent, [{ id: "c" }, {}, { id: "" }])).toEqual([0, 1]);
  });
});
