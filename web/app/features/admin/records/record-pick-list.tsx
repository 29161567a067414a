/**
 * The picker's list of records: a button per record (Title and Type), virtualized so that 20,000
 * records cost only the rows in view. Up and down arrows move between the buttons.
 */
import type { ArchiveRecord } from "@tours/shared";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, useRef } from "react";
import type { IndexedRecord } from "./record-search";
import { VirtualRows } from "./virtual-rows";

const ROW_ESTIMATE = 60;

interface Props {
  items: readonly IndexedRecord[];
  onChoose(record: ArchiveRecord): void;
  label: string;
}

export function RecordPickList({ items, onChoose, label }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  // Its functions change with every scroll on purpose; nothing here is memoized by a compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => items[index]?.record.id ?? index,
  });

  const focusRow = (index: number) => {
    virtualizer.scrollToIndex(index, { align: "auto" });
    // The row may only exist after the virtualizer has drawn it.
    requestAnimationFrame(() =>
      scroller.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"] button`)?.focus(),
    );
  };
  const onKeyDown = (event: KeyboardEvent, at: number) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const index = at + (event.key === "ArrowDown" ? 1 : -1);
    if (index >= 0 && index < items.length) focusRow(index);
  };

  return (
    <div ref={scroller} className="record-picker__scroller">
      <VirtualRows
        virtualizer={virtualizer}
        items={items}
        label={label}
        className="record-picker__list"
        rowClassName="record-picker__row"
      >
        {(item, index) => (
          <button
            type="button"
            className="record-picker__choice"
            onClick={() => onChoose(item.record)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className="record-picker__title">{item.record.Title || "(untitled)"}</span>
            <span className="record-picker__type">{item.record.Type}</span>
          </button>
        )}
      </VirtualRows>
    </div>
  );
}
