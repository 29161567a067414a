import { describe, expect, it } from "vitest";
import { savedRecord } from "@tours/shared/testing";
import { ALL_TYPES, countText, filterRecords, indexRecords } from "./record-search";

const records = [
  savedRecord({ id: "a", Title: "ryman Auditorium", Type: "Building" }),
  savedRecord({ id: "b", Title: "Fort Negley", Type: "Site" }),
  savedRecord({ id: "c", Title: "Downtown Presbyterian", Type: "Church" }),
  savedRecord({ id: "d", Title: "St. Mary's", Type: "church" }),
];
const titles = (list: ReturnType<typeof indexRecords>) => list.map((item) => item.record.Title);

describe("the records list's filters", () => {
  it("sort by Title ignoring case", () => {
    expect(titles(indexRecords(records))).toEqual([
      "Downtown Presbyterian",
      "Fort Negley",
      "ryman Auditorium",
      "St. Mary's",
    ]);
  });

  it("match a title substring ignoring case, and a type ignoring case", () => {
    const index = indexRecords(records);
    expect(titles(filterRecords(index, { query: "RYMAN", type: ALL_TYPES }))).toEqual([
      "ryman Auditorium",
    ]);
    expect(titles(filterRecords(index, { query: "", type: "Church" }))).toEqual([
      "Downtown Presbyterian",
      "St. Mary's",
    ]);
    expect(titles(filterRecords(index, { query: "mary", type: "Church" }))).toEqual(["St. Mary's"]);
    expect(filterRecords(index, { query: "  ", type: ALL_TYPES })).toHaveLength(4);
    expect(filterRecords(index, { query: "zzz", type: ALL_TYPES })).toEqual([]);
  });

  it("count what is shown out of all", () => {
    expect(countText(20000, 20000)).toBe("20,000 records");
    expect(countText(3, 20000)).toBe("3 of 20,000 records");
    expect(countText(1, 1)).toBe("1 record");
    expect(countText(0, 2)).toBe("0 of 2 records");
  });
});
