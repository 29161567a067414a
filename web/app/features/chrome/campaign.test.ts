import { describe, expect, it } from "vitest";
import { isEmbedded, withCampaign } from "./campaign";

describe("the campaign parameter", () => {
  it("is added to internal links when the page carries it", () => {
    expect(withCampaign("/tours?cat=Driving%20Tours", "?c=musay")).toBe(
      "/tours?cat=Driving+Tours&c=musay",
    );
    expect(withCampaign("/records#top", "?x=1&c=musay")).toBe("/records?c=musay#top");
  });

  it("is left out otherwise, and never added to outside links", () => {
    expect(withCampaign("/tours", "")).toBe("/tours");
    expect(withCampaign("/tours", "?c=other")).toBe("/tours");
    expect(withCampaign("https://example.org/donate", "?c=musay")).toBe(
      "https://example.org/donate",
    );
  });
});

describe("the embed flag", () => {
  it("rides along with the campaign parameter", () => {
    expect(withCampaign("/tours/a/b", "?embed=1")).toBe("/tours/a/b?embed=1");
    expect(withCampaign("/tours/a/b", "?embed=1&c=musay")).toBe("/tours/a/b?c=musay&embed=1");
  });

  it("is read from the query string", () => {
    expect(isEmbedded("?embed=1")).toBe(true);
    expect(isEmbedded("?c=musay&embed=1")).toBe(true);
    expect(isEmbedded("?embed=0")).toBe(false);
    expect(isEmbedded("")).toBe(false);
  });
});
