import { describe, expect, it } from "vitest";
import { summaryGroups, tourFormProblems } from "./save-feedback";
import { newStopDraft, newTourDraft } from "./tour-draft";
import { invalidStops, tourProblems } from "./tour-validation";

const draft = () => {
  const tour = { ...newTourDraft("t1"), title: "", slug: "downtown" };
  const named = { ...newStopDraft("s1", "t1"), siteName: "Capitol", slug: "capitol" };
  return { ...tour, stops: [named, newStopDraft("s2", "t1")] };
};

describe("tourFormProblems", () => {
  it("puts the server's problems first, then the tour's, then each stop's under its id", () => {
    const tour = draft();
    const problems = tourFormProblems(
      tour,
      {
        tour: [{ field: "route", message: "A route needs at least 2 points" }],
        stops: new Map([["s1", [{ field: "audio", message: "Not an audio file" }]]]),
      },
      { tour: tourProblems(tour), stops: invalidStops(tour) },
    );
    expect(problems[0]).toEqual({ field: "route", message: "A route needs at least 2 points" });
    expect(problems[1]).toEqual({ field: "title", message: "Title is required" });
    const audio = problems.find((problem) => problem.field === "stops.s1.audio");
    expect(audio?.summary).toBe("Stop 1 (Capitol): Not an audio file");
    expect(problems.find((problem) => problem.field === "stops.s2.siteName")).toEqual({
      field: "stops.s2.siteName",
      message: "Site name is required",
      summary: "Stop 2: Site name is required",
    });
  });
});

describe("summaryGroups", () => {
  it("lists the tour's fields under 'Tour validation error', the stops' under 'Stop validation error'", () => {
    const groups = summaryGroups([
      { field: "title", message: "Title is required", id: "a" },
      { field: "stops.s1.slug", message: "Slug is required", id: "b" },
    ]);
    expect(groups.map((group) => [group.heading, group.entries.map((entry) => entry.id)])).toEqual([
      ["Tour validation error", ["a"]],
      ["Stop validation error", ["b"]],
    ]);
  });
});
