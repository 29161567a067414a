/**
 * The records list's rows, virtualized against the page's own scrolling so that 20,000 records
 * cost only the rows in view (SPEC §9 sorting: by Title, ignoring case).
 */
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { IndexedRecord } from "./record-search";
import { VirtualRows } from "./virtual-rows";

const ROW_ESTIMATE = 56;

export function RecordRows({ items }: { items: readonly IndexedRecord[] }) {
  const list = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(list.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 10,
    scrollMargin: offset,
    getItemKey: (index) => items[index]?.record.id ?? index,
  });

  return (
    <>
      <div className="records-head" aria-hidden="true">
        <span>Title</span>
        <span>Type</span>
        <span>Date</span>
        <span>Map</span>
      </div>
      <VirtualRows
        virtualizer={virtualizer}
        items={items}
        label="Records"
        className="records-list"
        rowClassName="records-row"
        listRef={list}
      >
        {({ record }) => (
          <>
            <Link
              className="records-row__title"
              to={`/admin/records/edit/${encodeURIComponent(record.id)}`}
            >
              {record.Title || "(untitled)"}
            </Link>
            <span className="records-row__type">{record.Type}</span>
            <span className="records-row__date">{record.Date}</span>
            <span className="records-row__map">
              {record.Coordinates ? "On the map" : "No coordinates"}
            </span>
          </>
        )}
      </VirtualRows>
    </>
  );
}
