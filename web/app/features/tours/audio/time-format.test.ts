import { describe, expect, it } from "vitest";
import { describePosition, formatRemaining, formatTime } from "./time-format";

describe("formatTime", () => {
  it("writes whole seconds as m:ss", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(9)).toBe("0:09");
    expect(formatTime(65.4)).toBe("1:05");
    expect(formatTime(59.999)).toBe("0:59");
    expect(formatTime(600)).toBe("10:00");
  });

  it("keeps counting minutes past an hour", () => {
    expect(formatTime(3600)).toBe("60:00");
    expect(formatTime(3725)).toBe("62:05");
  });

  it("reads 0:00 for times that are not times", () => {
    expect(formatTime(Number.NaN)).toBe("0:00");
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatTime(-3)).toBe("0:00");
  });
});

describe("formatRemaining", () => {
  it("shows the time left with a leading minus", () => {
    expect(formatRemaining(65, 200)).toBe("-2:15");
    expect(formatRemaining(0, 200)).toBe("-3:20");
    expect(formatRemaining(200, 200)).toBe("-0:00");
  });

  it("rounds up so elapsed and remaining add up to the length", () => {
    expect(formatRemaining(65.4, 200)).toBe("-2:15");
    expect(formatRemaining(0.2, 59.5)).toBe("-1:00");
  });

  it("never goes below zero", () => {
    expect(formatRemaining(205, 200)).toBe("-0:00");
  });

  it("reads 0:00 while the length is unknown", () => {
    expect(formatRemaining(0, Number.NaN)).toBe("0:00");
    expect(formatRemaining(12, Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatRemaining(0, 0)).toBe("0:00");
  });
});

describe("describePosition", () => {
  it("says where the playhead is out of the whole", () => {
    expect(describePosition(65.4, 200)).toBe("1:05 of 3:20");
    expect(describePosition(0, Number.NaN)).toBe("0:00 of 0:00");
  });
});
