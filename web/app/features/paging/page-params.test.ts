import { describe, expect, it } from "vitest";
import { lastPage, listHref, pageWindow, parsePage } from "./page-params";

describe("parsePage", () => {
  it("takes whole numbers from 1 in plain digits and reads anything else as the first page", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("99999999")).toBe(1_000_000);
    for (const value of [null, "", "0", "-2", "1.5", "abc", "1e3", "0x10", " 3", "03", "+3"])
      expect(parsePage(value), String(value)).toBe(1);
  });
});

describe("lastPage", () => {
  it("counts partial pages and never goes below 1", () => {
    expect(lastPage(101, 50)).toBe(3);
    expect(lastPage(100, 50)).toBe(2);
    expect(lastPage(0, 50)).toBe(1);
  });
});

describe("listHref", () => {
  it("sets and removes parameters, keeping the others, and leaves page 1 out", () => {
    expect(listHref("/records", "?q=fort&c=musay", { page: 2 })).toBe(
      "/records?q=fort&c=musay&page=2",
    );
    expect(listHref("/records", "?q=fort&page=3", { page: 1 })).toBe("/records?q=fort");
    expect(listHref("/records", "?q=fort&page=3", { q: "", page: null })).toBe("/records");
  });
});

describe("pageWindow", () => {
  it("shows the ends and the pages around the current one, with gaps between", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, "gap", 10]);
    expect(pageWindow(6, 10)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 10]);
    expect(pageWindow(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
