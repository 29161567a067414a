import { describe, expect, it } from "vitest";
import { describeCount, toRecordSummary } from "./record-list";
import { savedRecord } from "@tours/shared/testing";

describe("toRecordSummary", () => {
  it("keeps what a row shows, and the type only when there is one", () => {
    const record = savedRecord({ id: "r1", slug: "fort-negley", Title: "Fort Negley" });
    expect(toRecordSummary({ ...record, Type: "Site" })).toEqual({
      id: "r1",
      slug: "fort-negley",
      Title: "Fort Negley",
      Type: "Site",
    });
    expect(toRecordSummary({ ...record, Type: " " })).not.toHaveProperty("Type");
  });
});

describe("describeCount", () => {
  it("counts every record, or those matching the filter", () => {
    expect(describeCount(1, "")).toBe("1 record");
    expect(describeCount(20, "  ")).toBe("20 records");
    expect(describeCount(1, "fort")).toBe("1 record matches “fort”");
    expect(describeCount(3, " fort ")).toBe("3 records match “fort”");
    expect(describeCount(0, "xyz")).toBe("0 records match “xyz”");
  });
});
