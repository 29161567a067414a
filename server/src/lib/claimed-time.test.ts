import { describe, expect, it } from "vitest";
import { CLAIMED_TIME_WINDOW_MS, claimedTime } from "./claimed-time.js";

describe("claimedTime", () => {
  const now = new Date("2026-11-27T12:00:00.000Z");

  it("keeps a time from the last week, in UTC", () => {
    expect(claimedTime("2026-11-27T11:59:00.000Z", now)).toBe("2026-11-27T11:59:00.000Z");
    expect(claimedTime("2026-11-25T08:30:00-06:00", now)).toBe("2026-11-25T14:30:00.000Z");
    const weekAgo = new Date(now.getTime() - CLAIMED_TIME_WINDOW_MS).toISOString();
    expect(claimedTime(weekAgo, now)).toBe(weekAgo);
  });

  it("takes now for no time, a time older than a week, in the future or not a date", () => {
    for (const claimed of [
      undefined,
      new Date(now.getTime() - CLAIMED_TIME_WINDOW_MS - 1).toISOString(),
      "2026-11-27T12:00:01.000Z",
      "not a date",
      "",
    ]) {
      expect(claimedTime(claimed, now), String(claimed)).toBe(now.toISOString());
    }
  });
});
