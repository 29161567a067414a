import { describe, expect, it } from "vitest";
import { filterByTitle, sortByTitle, toRecordSummaries } from "./record-list";
import { testRecord } from "./test-record";

describe("toRecordSummaries", () => {
  it("keeps only records with coordinates, as summaries sorted by Title", () => {
    const summaries = toRecordSummaries([
      testRecord({ id: "1", slug: "union-station", Title: "Union Station", Type: "Building" }),
      testRecord({
        id: "2",
        slug: "no-place",
        Title: "A record without a place",
        Coordinates: null,
      }),
      testRecord({ id: "3", slug: "belle-meade", Title: "belle Meade", Type: " " }),
    ]);

    expect(summaries).toEqual([
      { id: "3", slug: "belle-meade", Title: "belle Meade" },
      { id: "1", slug: "union-station", Title: "Union Station", Type: "Building" },
    ]);
  });
});

describe("sortByTitle", () => {
  it("ignores case", () => {
    const sorted = sortByTitle([
      { slug: "c", Title: "ryman Auditorium" },
      { slug: "a", Title: "Belmont Mansion" },
      { slug: "b", Title: "RCA Studio B" },
      { slug: "d", Title: "belair Mansion" },
    ]);
    expect(sorted.map((r) => r.Title)).toEqual([
      "belair Mansion",
      "Belmont Mansion",
      "RCA Studio B",
      "ryman Auditorium",
    ]);
  });

  it("orders equal titles by slug and leaves its input alone", () => {
    const input = [
      { slug: "b", Title: "Marker" },
      { slug: "a", Title: "marker" },
    ];
    expect(sortByTitle(input).map((r) => r.slug)).toEqual(["a", "b"]);
    expect(input.map((r) => r.slug)).toEqual(["b", "a"]);
  });
});

describe("filterByTitle", () => {
  const list = [
    { Title: "Fort Negley" },
    { Title: "Fort Nashborough" },
    { Title: "Ryman Auditorium" },
  ];

  it("matches a substring anywhere in the title, ignoring case", () => {
    expect(filterByTitle(list, "FORT n")).toEqual([
      { Title: "Fort Negley" },
      { Title: "Fort Nashborough" },
    ]);
    expect(filterByTitle(list, "auditor")).toEqual([{ Title: "Ryman Auditorium" }]);
  });

  it("keeps everything for an empty or blank query", () => {
    expect(filterByTitle(list, "")).toEqual(list);
    expect(filterByTitle(list, "   ")).toEqual(list);
  });

  it("returns nothing when no title matches", () => {
    expect(filterByTitle(list, "parthenon")).toEqual([]);
  });
});
