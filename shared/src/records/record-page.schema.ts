import { z } from "zod";
import { singleLine } from "../common/common.schema.js";
import { pageOf, wholeNumber, wholeOrPart } from "../common/page-query.js";
import { MAX_PAGE_NUMBER } from "../common/whole-number.js";
import {
  MAX_RECORDS_PAGE_SIZE,
  MAX_RECORDS_QUERY_LENGTH,
  RECORDS_PAGE_SIZE,
} from "./record-page-constants.js";
import { record } from "./record.schema.js";

/**
 * Query of the paged GET /api/records. `page` asks for the paged answer; without any of these the
 * list comes whole (SPEC §7), so `q`, `pageSize` or `placed` without `page` is refused, not ignored.
 */
export const recordPageQuery = z.object({
  page: wholeNumber(1, MAX_PAGE_NUMBER, "Required with q, pageSize or placed"),
  pageSize: wholeNumber(1, MAX_RECORDS_PAGE_SIZE).prefault(String(RECORDS_PAGE_SIZE)),
  q: singleLine(z.string().max(MAX_RECORDS_QUERY_LENGTH)).default(""),
  /** Only records that have coordinates, as the public records page lists them. */
  placed: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

/** Query of GET /api/records: the whole list (SPEC §7), or a page when recordPageQuery is asked. */
export const recordListQuery = wholeOrPart(z.object({}), recordPageQuery);

/** What GET /api/records answers: every record (SPEC §7), or one page of them. */
export const recordList = z.array(record);
export const recordPage = pageOf(record);

export type RecordPageQuery = z.output<typeof recordPageQuery>;
