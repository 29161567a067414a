import { describe, expect, it } from "vitest";
import { canonicalRedirect } from "./canonical-path.js";

describe("canonicalRedirect", () => {
  it("leaves canonical paths alone", () => {
    for (const url of ["/", "/faq", "/tours/a-b/v/c?x=1", "/documents/Plan.PDF", "/?q=A"]) {
      expect(canonicalRedirect(url)).toBeUndefined();
    }
  });

  it("drops trailing slashes and lowercases, keeping the query string", () => {
    expect(canonicalRedirect("/faq/")).toBe("/faq");
    expect(canonicalRedirect("/FAQ")).toBe("/faq");
    expect(canonicalRedirect("/Tours/Broadway//?utm_source=QR&A=B")).toBe(
      "/tours/broadway?utm_source=QR&A=B",
    );
  });

  it("never points off the site", () => {
    expect(canonicalRedirect("//evil.example/")).toBe("/evil.example");
    expect(canonicalRedirect("//evil.example")).toBe("/evil.example");
    expect(canonicalRedirect("/\\evil.example/")).toBe("/evil.example");
    expect(canonicalRedirect("///")).toBe("/");
  });
});
