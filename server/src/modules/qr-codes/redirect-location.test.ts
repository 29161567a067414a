import { describe, expect, it } from "vitest";
import { redirectLocation } from "./redirect-location.js";

describe("redirectLocation", () => {
  it("keeps http(s) addresses and site paths, encoded for a Location header", () => {
    expect(redirectLocation("https://example.org/a?b=1#c")).toBe("https://example.org/a?b=1#c");
    expect(redirectLocation(" http://example.org ")).toBe("http://example.org/");
    expect(redirectLocation("/landing/walking-tours/fort-negley")).toBe(
      "/landing/walking-tours/fort-negley",
    );
    expect(redirectLocation("/records?q=a b")).toBe("/records?q=a%20b");
    expect(redirectLocation("/tours/caf\u00e9")).toBe("/tours/caf%C3%A9");
  });

  it("refuses other schemes and addresses that leave the site while looking like paths", () => {
    for (const unsafe of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "mailto:someone@example.org",
      "ftp://example.org/file",
      "//evil.example/landing",
      "/\\evil.example/landing",
      "/.//evil.example",
      "/./\\evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/\t/evil.example",
      "landing/walking-tours/x",
      "",
      "https://",
    ]) {
      expect(redirectLocation(unsafe), unsafe).toBeUndefined();
    }
  });
});
