import { describe, expect, it } from "vitest";
import { keywordOptions } from "./keyword-options";

describe("keyword suggestions", () => {
  it("are sorted ignoring case, without empty entries or repeats", () => {
    expect(keywordOptions(["music", " ", "Civil War", "", "music ", "architecture"])).toEqual([
      "architecture",
      "Civil War",
      "music",
    ]);
  });
});
