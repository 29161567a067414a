import { describe, expect, it } from "vitest";
import { fieldAria, fieldIdOf, firstPerField, scopedAt } from "./field-errors";

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

  it("names a part's fields under its prefix", () => {
    const at = scopedAt((field) => ({ id: `id-${field}`, error: undefined }), "stops.s1");
    expect(at("slug")).toEqual({ id: "id-stops.s1.slug", error: undefined });
  });
});
