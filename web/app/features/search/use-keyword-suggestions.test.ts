import { KEYWORD_OPTIONS } from "@tours/shared/browser";
import { describe, expect, it } from "vitest";
import { canSuggestMore, keywordSuggestionsUrl } from "./use-keyword-suggestions";

describe("keyword suggestions as you type", () => {
  const all = Array.from({ length: KEYWORD_OPTIONS }, (_, i) => `keyword ${i}`);

  it("are fetched only when the page offered as many keywords as it could", () => {
    expect(canSuggestMore(all, "mar")).toBe(true);
    expect(canSuggestMore(all, "  ")).toBe(false);
    // Fewer means the page brought every keyword: the browser's own list filter is enough.
    expect(canSuggestMore(all.slice(1), "mar")).toBe(false);
  });

  it("ask the keywords API for the trimmed text", () => {
    expect(keywordSuggestionsUrl(" civil war ")).toBe("/api/keywords?q=civil+war");
    expect(keywordSuggestionsUrl("100%")).toBe("/api/keywords?q=100%25");
  });
});
