import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path";

describe("returnPath", () => {
  it("goes back to the page the visitor wanted", () => {
    expect(returnPath("/tours/capitol?c=musay")).toBe("/tours/capitol?c=musay");
    expect(returnPath("/records/fort-negley")).toBe("/records/fort-negley");
  });

  it("never leaves the site, and never loops on the offline page", () => {
    for (const from of [
      null,
      "",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/offline",
      "javascript:alert(1)",
    ])
      expect(returnPath(from), String(from)).toBe("/");
  });
});
