/**
 * What follows a paged list's rows: more rows on their way (or 'Try again'), the point that loads
 * the next page as it scrolls into view, and the page links that work without scripts.
 */
import { MoreItems } from "./paging-status";
import { PaginationNav } from "./pagination-nav";
import { ScrollSentinel } from "./scroll-sentinel";
import type { usePagedList } from "./use-paged-list";

type PagedList = Pick<
  ReturnType<typeof usePagedList<unknown>>,
  "status" | "retry" | "hasMore" | "loadMore" | "page" | "last"
>;

export function ListEnd({
  list,
  items,
  label,
  href,
}: {
  list: PagedList;
  /** What the list holds, e.g. "records". */
  items: string;
  /** The page links' name, e.g. "Records pages". */
  label: string;
  href(page: number): string;
}) {
  return (
    <>
      <MoreItems status={list.status} items={items} onRetry={list.retry} />
      <ScrollSentinel active={list.status === "idle" && list.hasMore} onNear={list.loadMore} />
      <PaginationNav label={label} current={list.page} last={list.last} href={href} />
    </>
  );
}
