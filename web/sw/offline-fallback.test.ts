import { describe, expect, it } from "vitest";
import { offlineRedirectUrl } from "./offline-fallback";

describe("offlineRedirectUrl", () => {
  it("sends the visitor to the offline page with the address they wanted", () => {
    expect(offlineRedirectUrl("https://t.example/tours/capitol?c=musay")).toBe(
      "https://t.example/offline?from=%2Ftours%2Fcapitol%3Fc%3Dmusay",
    );
  });

  it("never redirects the offline page to itself", () => {
    expect(offlineRedirectUrl("https://t.example/offline?from=%2F")).toBeUndefined();
  });
});
