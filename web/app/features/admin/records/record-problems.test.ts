import { describe, expect, it } from "vitest";
import { newRecordDraft } from "./record-draft";
import { recordProblems } from "./record-problems";

const filled = { ...newRecordDraft("r1"), Title: "Fort Negley", Type: "Fort", slug: "fort-negley" };

describe("recordProblems", () => {
  it("finds nothing wrong with a filled-in record", () => {
    expect(recordProblems(filled, [])).toEqual([]);
  });

  it("names each empty required field with its label", () => {
    expect(recordProblems({ ...filled, Title: " ", Type: "" }, [])).toEqual([
      { field: "Title", message: "Title is required" },
      { field: "Type", message: "Type is required" },
    ]);
  });

  it("places a bad slug, half coordinates and the server's issues at their fields", () => {
    const problems = recordProblems({ ...filled, slug: "Fort Negley", lat: "36.1" }, [
      { path: "Coordinates.lng", message: "Required" },
    ]);
    expect(problems.map((problem) => problem.field)).toEqual([
      "slug",
      "Coordinates",
      "Coordinates",
    ]);
    expect(problems[1]?.message).toMatch(/both latitude and longitude/);
    expect(problems[2]?.message).toBe("Required");
  });
});
