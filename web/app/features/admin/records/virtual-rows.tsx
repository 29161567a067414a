/**
 * The rows of a virtualized list of records: only the rows in view are drawn, each measured and
 * moved to where it stands in the whole list.
 */
import type { Virtualizer } from "@tanstack/react-virtual";
import type { ReactNode, Ref } from "react";
import type { IndexedRecord } from "./record-search";

export function VirtualRows({
  virtualizer,
  items,
  label,
  className,
  rowClassName,
  listRef,
  children,
}: {
  virtualizer: Virtualizer<HTMLDivElement, Element> | Virtualizer<Window, Element>;
  items: readonly IndexedRecord[];
  label: string;
  className: string;
  rowClassName: string;
  listRef?: Ref<HTMLUListElement>;
  /** A row's content, inside its <li>. */
  children(item: IndexedRecord, index: number): ReactNode;
}) {
  const { scrollMargin } = virtualizer.options;
  return (
    <ul
      ref={listRef}
      className={className}
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (!item) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={rowClassName}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            {children(item, row.index)}
          </li>
        );
      })}
    </ul>
  );
}
