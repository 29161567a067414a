import { describe, expect, it } from "vitest";
import { savedRecord } from "@tours/shared/testing";
import { recordOptions, uniqueSorted } from "./record-options";

describe("option lists (SPEC §5)", () => {
  it("are de-duplicated ignoring case, trimmed, without empty ones, sorted ignoring case", () => {
    expect(uniqueSorted(["church", "Bridge", " Church ", "", "  ", "apple"])).toEqual([
      "apple",
      "Bridge",
      "church",
    ]);
  });

  it("are built from every record's Type, Source, Contributor, Keyword and Subject", () => {
    const options = recordOptions([
      savedRecord({
        Type: "Site",
        Source: ["TSLA"],
        Contributor: ["Marcus Bell"],
        Keyword: ["fort", "Civil War"],
        Subject: [],
      }),
      savedRecord({
        Type: "Church",
        Source: ["Metro Archives", "TSLA"],
        Contributor: ["Ann"],
        Keyword: ["fort", "civil war"],
        Subject: ["Civil War"],
      }),
    ]);
    expect(options.Type).toEqual(["Church", "Site"]);
    expect(options.Source).toEqual(["Metro Archives", "TSLA"]);
    expect(options.Contributor).toEqual(["Ann", "Marcus Bell"]);
    expect(options.Keyword).toEqual(["Civil War", "fort"]);
    expect(options.Subject).toEqual(["Civil War"]);
  });
});
