/**
 * The records list's filters (SPEC §2 'filter All plus the record types', §5 'title filter is a
 * case-insensitive substring match'). Lowercase keys are computed once per load so that each
 * keystroke over 20,000 records is a plain scan.
 */
import type { ArchiveRecord } from "@tours/shared";

export const ALL_TYPES = "All";

export interface IndexedRecord {
  record: ArchiveRecord;
  title: string;
  type: string;
}

/** Sorted by Title ignoring case (SPEC §9); the id breaks ties so the order is stable. */
export function indexRecords(records: readonly ArchiveRecord[]): IndexedRecord[] {
  return records
    .map((record) => ({
      record,
      title: record.Title.trim().toLowerCase(),
      type: record.Type.trim().toLowerCase(),
    }))
    .sort((a, b) =>
      a.title !== b.title
        ? a.title < b.title
          ? -1
          : 1
        : a.record.id < b.record.id
          ? -1
          : a.record.id > b.record.id
            ? 1
            : 0,
    );
}

export interface RecordFilter {
  query: string;
  /** A type as offered, or ALL_TYPES. */
  type: string;
}

export function filterRecords(
  index: readonly IndexedRecord[],
  filter: RecordFilter,
): IndexedRecord[] {
  const needle = filter.query.trim().toLowerCase();
  const type = filter.type === ALL_TYPES ? "" : filter.type.trim().toLowerCase();
  if (!needle && !type) return index as IndexedRecord[];
  return index.filter(
    (item) => (!type || item.type === type) && (!needle || item.title.includes(needle)),
  );
}

const number = new Intl.NumberFormat("en-US");

/** '20,000 records', or '3 of 20,000 records' while a filter narrows the list. */
export function countText(shown: number, total: number): string {
  const noun = total === 1 ? "record" : "records";
  if (shown === total) return `${number.format(total)} ${noun}`;
  return `${number.format(shown)} of ${number.format(total)} ${noun}`;
}
