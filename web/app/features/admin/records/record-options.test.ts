import { describe, expect, it } from "vitest";
import { testRecord } from "../../records/test-record";
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
      testRecord({ Type: "Site", Source: ["TSLA"], Keyword: ["fort", "Civil War"], Subject: [] }),
      testRecord({ Type: "Church", Source: ["Metro Archives", "TSLA"], Contributor: ["Ann"] }),
    ]);
    expect(options.Type).toEqual(["Church", "Site"]);
    expect(options.Source).toEqual(["Metro Archives", "TSLA"]);
    expect(options.Contributor).toEqual(["Ann", "Marcus Bell"]);
    expect(options.Keyword).toEqual(["Civil War", "fort"]);
    expect(options.Subject).toEqual(["Civil War"]);
  });
});
