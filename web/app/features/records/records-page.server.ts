/** One page of the public records list (placed records by Title), for the page and its data file. */
import { MAX_RECORDS_QUERY_LENGTH, RECORDS_PAGE_SIZE } from "@tours/shared/browser";
import type { PublicApi } from "../../lib/public-api";
import { lastPage, PAGE_PARAM, parsePage } from "../paging/page-params";
import { QUERY_PARAM, type RecordsPage, toRecordSummary } from "./record-list";

/** A page past the last shows the last one, so an old link still lands on records. */
export async function loadRecordsPage(api: PublicApi, url: URL): Promise<RecordsPage> {
  const query = (url.searchParams.get(QUERY_PARAM) ?? "").slice(0, MAX_RECORDS_QUERY_LENGTH);
  const asked = parsePage(url.searchParams.get(PAGE_PARAM));
  const filter = { q: query, placed: true, pageSize: RECORDS_PAGE_SIZE };
  let found = await api.recordsPage({ ...filter, page: asked });
  const last = lastPage(found.total, RECORDS_PAGE_SIZE);
  if (asked > last) found = await api.recordsPage({ ...filter, page: last });
  const { total, page, pageSize } = found;
  return { items: found.items.map(toRecordSummary), total, page, pageSize, query };
}
