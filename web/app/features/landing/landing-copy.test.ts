import { describe, expect, it } from "vitest";
import { selectTourText, stopPositionText } from "./landing-copy";

describe("landing wording (SPEC §2)", () => {
  it("counts the tours a stop is on", () => {
    expect(selectTourText(3)).toBe(
      "This tour stop is on 3 tours. Select which tour you would like to take.",
    );
    expect(selectTourText(1)).toBe(
      "This tour stop is on 1 tour. Select which tour you would like to take.",
    );
  });

  it("says where the visitor stands on the tour", () => {
    expect(stopPositionText(2, 6, "Civil War Nashville")).toBe(
      "You are at stop 2 of 6 on the Civil War Nashville tour.",
    );
  });
});
