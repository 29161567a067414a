import { describe, expect, it } from "vitest";
import { suggestSlug, suggestStopSlug } from "./slug";

describe("slug suggestions", () => {
  it("turn a title into lowercase words joined by hyphens", () => {
    expect(suggestSlug("Fisk University: Jubilee Hall")).toBe("fisk-university-jubilee-hall");
    expect(suggestSlug("  Café Ryman's  & Co. ")).toBe("cafe-rymans-and-co");
    expect(suggestSlug("!!!")).toBe("");
  });

  it("give a stop a slug free on its tour and not one of the tour's address words", () => {
    expect(suggestStopSlug("Capitol", [])).toBe("capitol");
    expect(suggestStopSlug("Capitol", ["capitol", "capitol-2"])).toBe("capitol-3");
    expect(suggestStopSlug("Outro", [])).toBe("outro-stop");
    expect(suggestStopSlug("V", [])).toBe("v-stop");
    expect(suggestStopSlug("", [])).toBe("");
  });
});
