import { describe, expect, it } from "vitest";
import {
  formatDistance,
  formatDuration,
  formatStopCount,
  inCategory,
  parseCategory,
} from "./tour-summary";

describe("plural wording (SPEC §5)", () => {
  it("uses the plural only over 1", () => {
    expect(formatDuration(1.5)).toBe("1.5 hours");
    expect(formatDuration(1)).toBe("1 hour");
    expect(formatDuration(0.5)).toBe("0.5 hour");
    expect(formatDistance(2)).toBe("2 miles");
    expect(formatDistance(1)).toBe("1 mile");
    expect(formatDistance(0.75)).toBe("0.75 mile");
    expect(formatStopCount(5)).toBe("5 sites");
    expect(formatStopCount(1)).toBe("1 site");
  });

  it("keeps long decimals short", () => {
    expect(formatDistance(12.3456)).toBe("12.35 miles");
    expect(formatDistance(1200)).toBe("1,200 miles");
  });
});

describe("categories", () => {
  const tours = [
    { title: "A", categories: ["Driving Tours"] },
    { title: "B", categories: ["Downtown Nashville Tours", "Tours with Lesson Plans"] },
  ];

  it("reads only known categories from the query", () => {
    const known = ["Driving Tours", "Tours with Lesson Plans"] as const;
    expect(parseCategory("Driving Tours", known)).toBe("Driving Tours");
    expect(parseCategory("driving tours", known)).toBeNull();
    expect(parseCategory("All Tours", known)).toBeNull();
    expect(parseCategory("", known)).toBeNull();
    expect(parseCategory(null, known)).toBeNull();
  });

  it("filters by category, or keeps all tours", () => {
    expect(inCategory(tours, "Tours with Lesson Plans").map((t) => t.title)).toEqual(["B"]);
    expect(inCategory(tours, "Neighborhoods and Campuses")).toEqual([]);
    expect(inCategory(tours, null)).toHaveLength(2);
  });
});
