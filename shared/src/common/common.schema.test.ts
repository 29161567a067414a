import { describe, expect, it } from "vitest";
import { httpUrlOrPath } from "./common.schema.js";

describe("httpUrlOrPath", () => {
  it("accepts http(s) addresses and paths on this site", () => {
    for (const value of ["", "/map/style.json", "/", "https://tiles.example.org/style.json"]) {
      expect(httpUrlOrPath.safeParse(value).success).toBe(true);
    }
  });

  it("refuses addresses a browser would read as another site or another scheme", () => {
    for (const value of ["//evil.example", "/\\evil.example", "javascript:alert(1)", "map/style"]) {
      expect(httpUrlOrPath.safeParse(value).success).toBe(false);
    }
  });
});
