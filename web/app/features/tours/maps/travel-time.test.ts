import { describe, expect, it } from "vitest";
import { describeTravel, travelMinutes } from "./travel-time";

describe("travel time", () => {
  it("walks at about 5 km/h and drives at about 25 km/h", () => {
    expect(travelMinutes(1000, false)).toBe(12);
    expect(travelMinutes(1000, true)).toBe(2);
    expect(travelMinutes(10, false)).toBe(1);
  });

  it("says the time and how", () => {
    expect(describeTravel(2000, false)).toBe("24 min walk");
    expect(describeTravel(6000, false)).toBe("1 h 12 min walk");
    expect(describeTravel(5000, false)).toBe("1 h walk");
    expect(describeTravel(5000, true)).toBe("12 min drive");
  });
});
