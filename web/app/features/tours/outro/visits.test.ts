import { describe, expect, it } from "vitest";
import { parseVisits, summarizeWalk, visitedLine, WALK_HOURS, withVisit } from "./visits";

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 18);
const stops = [
  { id: "a", slug: "first", siteName: "Ryman Auditorium" },
  { id: "b", slug: "second", siteName: "Hatch Show Print" },
  { id: "c", slug: "third", siteName: "Union Station" },
];

describe("parseVisits", () => {
  it("keeps visits of this walk and forgets older ones", () => {
    const raw = JSON.stringify({ a: NOW - HOUR, b: NOW - (WALK_HOURS + 1) * HOUR });
    expect(parseVisits(raw, NOW)).toEqual({ a: NOW - HOUR });
  });

  it("treats missing, broken or odd storage as no visits", () => {
    expect(parseVisits(null, NOW)).toEqual({});
    expect(parseVisits("{not json", NOW)).toEqual({});
    expect(parseVisits("[1,2]", NOW)).toEqual({});
    expect(parseVisits(JSON.stringify({ a: "yesterday", b: NOW + HOUR }), NOW)).toEqual({});
  });

  it("reads back what withVisit stored", () => {
    const visits = withVisit(withVisit({}, "a", NOW - HOUR), "c", NOW);
    expect(parseVisits(JSON.stringify(visits), NOW)).toEqual({ a: NOW - HOUR, c: NOW });
  });
});

describe("summarizeWalk", () => {
  it("counts the visited stops and names the skipped ones in tour order", () => {
    const summary = summarizeWalk(stops, { c: NOW, a: NOW });
    expect(summary.visited).toBe(2);
    expect(summary.total).toBe(3);
    expect(summary.skipped.map((s) => s.siteName)).toEqual(["Hatch Show Print"]);
    expect(visitedLine(summary)).toBe("2 of 3 stops visited");
  });

  it("ignores visits to stops the tour no longer has", () => {
    const summary = summarizeWalk(stops, { gone: NOW });
    expect(summary.visited).toBe(0);
    expect(summary.skipped).toHaveLength(3);
  });

  it("says 'stop' for a tour of one stop", () => {
    expect(visitedLine(summarizeWalk(stops.slice(0, 1), { a: NOW }))).toBe("1 of 1 stop visited");
  });
});
