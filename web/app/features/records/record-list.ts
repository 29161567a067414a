/** The public records list: which records it shows, in what order, and the title filter (SPEC §2, §5). */
import type { ArchiveRecord } from "@tours/shared";

/** What the list needs of a record; the page never ships whole records. */
export interface RecordSummary {
  id: string;
  slug: string;
  Title: string;
  Type?: string;
}

/** Records that have coordinates, trimmed to summaries and sorted by Title. */
export function toRecordSummaries(records: readonly ArchiveRecord[]): RecordSummary[] {
  return sortByTitle(
    records
      .filter((record) => record.Coordinates !== null)
      .map(({ id, slug, Title, Type }) =>
        Type.trim() ? { id, slug, Title, Type } : { id, slug, Title },
      ),
  );
}

/** Sorted by Title, ignoring case; the slug breaks ties so the order is stable. */
export function sortByTitle<T extends { Title: string; slug: string }>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) =>
      a.Title.localeCompare(b.Title, "en", { sensitivity: "base" }) || a.slug.localeCompare(b.slug),
  );
}

/** Case-insensitive substring match on Title; an empty query keeps everything. */
export function filterByTitle<T extends { Title: string }>(list: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...list];
  return list.filter((item) => item.Title.toLowerCase().includes(needle));
}
