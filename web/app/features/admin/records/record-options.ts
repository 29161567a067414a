/**
 * Option lists for Source, Contributor, Keyword, Subject and Type (SPEC §5 Option lists): built
 * from the existing records, one spelling per value, sorted ignoring case.
 */
import type { ArchiveRecord } from "@tours/shared";

export interface RecordOptions {
  Type: string[];
  Source: string[];
  Contributor: string[];
  Keyword: string[];
  Subject: string[];
}

/** Trimmed, empty ones removed, de-duplicated ignoring case (the first spelling wins), sorted. */
export function uniqueSorted(values: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (value && !byKey.has(key)) byKey.set(key, value);
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, value]) => value);
}

export function recordOptions(records: readonly ArchiveRecord[]): RecordOptions {
  return {
    Type: uniqueSorted(records.map((record) => record.Type)),
    Source: uniqueSorted(records.flatMap((record) => record.Source)),
    Contributor: uniqueSorted(records.flatMap((record) => record.Contributor)),
    Keyword: uniqueSorted(records.flatMap((record) => record.Keyword)),
    Subject: uniqueSorted(records.flatMap((record) => record.Subject)),
  };
}
