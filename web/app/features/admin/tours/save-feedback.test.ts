import { describe, expect, it } from "vitest";
import { summaryGroups } from "./save-feedback";

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
