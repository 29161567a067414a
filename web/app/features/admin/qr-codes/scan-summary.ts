/**
 * How the list words a code's scans (so staff spot a sign that went silent): the count of the
 * last 30 days, and when it was last scanned.
 */
import type { QrCodeStatus } from "@tours/shared";

const DAY_MS = 24 * 60 * 60 * 1000;

export function recentScansText(count: number): string {
  return `${count} ${count === 1 ? "scan" : "scans"} in the last 30 days`;
}

/** "No scans yet", or the day of the latest scan: "Nov 20, 2026 (2 days ago)". */
export function lastScanText(lastScanAt: string | null, now: Date = new Date()): string {
  if (!lastScanAt) return "No scans yet";
  const at = new Date(lastScanAt);
  const date = at.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
  return `${date} (${daysAgo(at, now)})`;
}

function daysAgo(at: Date, now: Date): string {
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY_MS);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  return `${days} days ago`;
}

/** A sign that should be up and scanned, but nobody scanned it in 30 days. */
export function isSilent(status: QrCodeStatus, scansLast30Days: number): boolean {
  return (status === "Installed" || status === "OK") && scansLast30Days === 0;
}
