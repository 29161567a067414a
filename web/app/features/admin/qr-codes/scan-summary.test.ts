import { describe, expect, it } from "vitest";
import { isSilent, lastScanText, recentScansText } from "./scan-summary";

describe("scan summaries", () => {
  it("count the scans of the last 30 days", () => {
    expect(recentScansText(0)).toBe("0 scans in the last 30 days");
    expect(recentScansText(1)).toBe("1 scan in the last 30 days");
    expect(recentScansText(12)).toBe("12 scans in the last 30 days");
  });

  it("say when a code was last scanned, or that it never was", () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(lastScanText(null, now)).toBe("No scans yet");
    expect(lastScanText(new Date(2026, 10, 22, 9, 30).toISOString(), now)).toBe(
      "Nov 22, 2026 (today)",
    );
    expect(lastScanText(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe(
      "Nov 21, 2026 (yesterday)",
    );
    expect(lastScanText(new Date(2026, 8, 1, 12, 0).toISOString(), now)).toBe(
      "Sep 1, 2026 (82 days ago)",
    );
  });

  it("flag installed signs nobody scanned in 30 days, not signs still to be installed", () => {
    expect(isSilent("Installed", 0)).toBe(true);
    expect(isSilent("OK", 0)).toBe(true);
    expect(isSilent("OK", 3)).toBe(false);
    expect(isSilent("Pending Installation", 0)).toBe(false);
    expect(isSilent("Damaged/Will Not Scan", 0)).toBe(false);
  });
});
