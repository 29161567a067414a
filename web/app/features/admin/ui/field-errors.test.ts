import { describe, expect, it } from "vitest";
import {
  fieldAria,
  fieldIdOf,
  firstPerField,
  requiredProblems,
  scopedAt,
  serverProblems,
  shownProblem,
} from "./field-errors";

describe("fieldAria", () => {
  it("ties a field to its help and its error, and marks it invalid", () => {
    expect(fieldAria("f-title", "Title is required", ["f-title-help", false])).toEqual({
      "aria-invalid": true,
      "aria-describedby": "f-title-help f-title-error",
    });
  });

  it("leaves a valid field without aria-invalid, described by its help alone", () => {
    expect(fieldAria("f-title", undefined, ["f-title-help"])).toEqual({
      "aria-invalid": undefined,
      "aria-describedby": "f-title-help",
    });
    expect(fieldAria("f-title", null)["aria-describedby"]).toBeUndefined();
  });
});

describe("fieldIdOf", () => {
  it("makes an id a URL fragment can hold", () => {
    expect(fieldIdOf("«r1»", "stops.a1.siteName")).toBe("-r1--stops-a1-siteName");
  });
});

describe("shownProblem", () => {
  const problems = [
    { field: "title", message: "Title is required" },
    { field: "title", message: "Too long" },
    { field: "slug", message: "Slug is required" },
  ];

  it("shows nothing at an untouched field until Save was pressed", () => {
    const seen = { touched: new Set<string>(), revealed: false };
    expect(shownProblem(problems, "title", seen)).toBeUndefined();
    expect(shownProblem(problems, "title", { ...seen, revealed: true })).toBe("Title is required");
  });

  it("shows a touched field's first problem, and none at a field without one", () => {
    const seen = { touched: new Set(["title", "map"]), revealed: false };
    expect(shownProblem(problems, "title", seen)).toBe("Title is required");
    expect(shownProblem(problems, "slug", seen)).toBeUndefined();
    expect(shownProblem(problems, "map", seen)).toBeUndefined();
  });
});

describe("problem lists", () => {
  it("keeps the first problem of each field for the summary", () => {
    expect(
      firstPerField([
        { field: "a", message: "1" },
        { field: "b", message: "2" },
        { field: "a", message: "3" },
      ]),
    ).toEqual([
      { field: "a", message: "1" },
      { field: "b", message: "2" },
    ]);
  });

  it("names the empty required fields by their labels", () => {
    const draft = { redirectUrl: " ", locationName: "Fort Negley" };
    expect(
      requiredProblems(draft, [
        ["redirectUrl", "Redirect URL"],
        ["locationName", "Location Name"],
      ]),
    ).toEqual([{ field: "redirectUrl", message: "Redirect URL is required" }]);
  });

  it("places the server's issues at the field their path starts with", () => {
    expect(serverProblems([{ path: "Coordinates.lat", message: "Required" }])).toEqual([
      { field: "Coordinates", message: "Required" },
    ]);
  });

  it("names a part's fields under its prefix", () => {
    const at = scopedAt((field) => ({ id: `id-${field}`, error: undefined }), "stops.s1");
    expect(at("slug")).toEqual({ id: "id-stops.s1.slug", error: undefined });
  });
});
