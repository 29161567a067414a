import { describe, expect, it } from "vitest";
import { isQualifiedHttpUrl, RELATION_LINK_HELP, relationLinkWarning } from "./relation-link";

describe("the Relation Link check (SPEC §5)", () => {
  it("accepts http and https URLs whose host ends in two or more characters", () => {
    expect(isQualifiedHttpUrl("https://nashville.gov/history")).toBe(true);
    expect(isQualifiedHttpUrl("http://example.com")).toBe(true);
  });

  it("flags other schemes, bare hosts, one-letter endings and plain text", () => {
    expect(isQualifiedHttpUrl("ftp://example.com")).toBe(false);
    expect(isQualifiedHttpUrl("https://localhost")).toBe(false);
    expect(isQualifiedHttpUrl("https://example.c")).toBe(false);
    expect(isQualifiedHttpUrl("www.example.com")).toBe(false);
    expect(isQualifiedHttpUrl("javascript:alert(1)")).toBe(false);
  });

  it("words the warning exactly, and only for a non-empty value that fails", () => {
    expect(relationLinkWarning("")).toBeNull();
    expect(relationLinkWarning("https://nashville.gov")).toBeNull();
    expect(relationLinkWarning("nashville")).toBe(
      "Warning: URL nashville failed validation and may not be correct. Ensure It works correctly before saving this record.",
    );
    expect(RELATION_LINK_HELP).toBe(
      "Only fully qualified HTTP URLs e.g. https://nashville.gov or http://example.com",
    );
  });
});
