/** Paging of the records list without schema code, so the browser can use it too. */

/** Records on one page of /records and the default page size of GET /api/records?page=. */
export const RECORDS_PAGE_SIZE = 50;
/** The largest page GET /api/records?page= answers. */
export const MAX_RECORDS_PAGE_SIZE = 100;
/** The longest title filter (?q=) taken. */
export const MAX_RECORDS_QUERY_LENGTH = 200;

/** One page of a list, as GET /api/records?page= answers it. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}
