import { describe, expect, it } from "vitest";
import { accuracyText, failureText, fixTexts } from "./my-location";

describe("'Use my location' in words and numbers", () => {
  it("gives the boxes six decimals, as a point picked on the map", () => {
    expect(fixTexts({ lat: 36.14331234, lng: -86.7747, accuracy: 5 })).toEqual({
      lat: "36.143312",
      lng: "-86.774700",
    });
  });

  it("says the accuracy in metres, in kilometres from 1 km", () => {
    expect(accuracyText(7.6)).toBe("within 8 m");
    expect(accuracyText(0.3)).toBe("within 1 m");
    expect(accuracyText(999)).toBe("within 999 m");
    expect(accuracyText(1240)).toBe("within 1.2 km");
  });

  it("says why there is no fix and what to do instead", () => {
    expect(failureText({ kind: "denied" })).toBe(
      "Location is not allowed for this site. Allow it in the browser's or phone's settings, or type the coordinates.",
    );
    expect(
      failureText({ kind: "unavailable", message: "Your location is unavailable right now." }),
    ).toBe(
      "Your location is unavailable right now. Try again in a moment, outdoors if you can, or type the coordinates.",
    );
  });
});
