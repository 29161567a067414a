import { describe, expect, it } from "vitest";
import {
  ERROR_SAVING_TOUR,
  failureHeading,
  missingSavedStops,
  placeIssues,
  problemAt,
  STOP_VALIDATION_ERROR,
  TOUR_VALIDATION_ERROR,
} from "./save-outcome";

describe("save outcomes (SPEC §8)", () => {
  it("place the server's issues at the tour's fields and at each stop's", () => {
    const placed = placeIssues([
      { path: "tour.slug", message: "Another tour already uses this slug" },
      { path: "tour.images.0.path", message: "Required" },
      { path: "stops.2.narrativeText", message: "Must contain text" },
      { path: "stops.2.audio.path", message: "Bad" },
      { path: "stops.0.slug", message: "Two stops share this slug" },
      { path: "", message: "Odd" },
    ]);
    expect(placed.tour).toEqual([
      { field: "slug", message: "Another tour already uses this slug" },
      { field: "images", message: "Required" },
    ]);
    expect(placed.stops.get(2)).toEqual([
      { field: "narrativeText", message: "Must contain text" },
      { field: "audio", message: "Bad" },
    ]);
    expect(problemAt(placed.stops.get(0), "slug")).toBe("Two stops share this slug");
    expect(placed.other).toEqual(["Odd"]);
  });

  it("head the failure by what failed: the tour, a stop, or neither", () => {
    expect(failureHeading(placeIssues([{ path: "tour.title", message: "Required" }]))).toBe(
      TOUR_VALIDATION_ERROR,
    );
    expect(failureHeading(placeIssues([{ path: "stops.1.recordId", message: "No record" }]))).toBe(
      STOP_VALIDATION_ERROR,
    );
    expect(failureHeading(placeIssues([]))).toBe(ERROR_SAVING_TOUR);
  });

  it("find the stops the saved answer lacks or answers without id", () => {
    const sent = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(missingSavedStops(sent, [{ id: "a" }, { id: "b" }, { id: "c" }])).toEqual([]);
    expect(missingSavedStops(sent, [{ id: "c" }, {}, { id: "" }])).toEqual([0, 1]);
  });
});
