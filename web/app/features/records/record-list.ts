/** The public records list (SPEC §2, §5): what a row shows, and how a page of it is asked for. */
import type { ArchiveRecord } from "@tours/shared";
import type { ListPage } from "../paging/use-paged-list";

/** The title filter's parameter (?q=), on the page and on its data file. */
export const QUERY_PARAM = "q";
/** One page of the list as JSON, for rows loaded as the visitor scrolls or types. */
export const RECORDS_DATA_PATH = "/records.json";

/** What the list needs of a record; the page never ships whole records. */
export interface RecordSummary {
  id: string;
  slug: string;
  Title: string;
  Type?: string;
}

export type RecordsPage = ListPage<RecordSummary> & { query: string };

export function toRecordSummary({ id, slug, Title, Type }: ArchiveRecord): RecordSummary {
  return Type.trim() ? { id, slug, Title, Type } : { id, slug, Title };
}

/**
 * "12 records", "3 records match “fort”", "0 records match “xyz”" (the list's own empty text,
 * 'No records found...', says the rest).
 */
export function describeCount(total: number, query: string): string {
  const text = query.trim();
  const noun = total === 1 ? "record" : "records";
  if (!text) return `${total} ${noun}`;
  return `${total} ${noun} match${total === 1 ? "es" : ""} “${text}”`;
}
