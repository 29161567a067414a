import { describe, expect, it } from "vitest";
import { suggestStopSlug } from "./slug";

describe("stop slug suggestions", () => {
  it("give a stop a slug free on its tour and not one of the tour's address words", () => {
    expect(suggestStopSlug("Capitol", [])).toBe("capitol");
    expect(suggestStopSlug("Capitol", ["capitol", "capitol-2"])).toBe("capitol-3");
    expect(suggestStopSlug("Outro", [])).toBe("outro-stop");
    expect(suggestStopSlug("V", [])).toBe("v-stop");
    expect(suggestStopSlug("", [])).toBe("");
  });
});
