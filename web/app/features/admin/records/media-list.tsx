/**
 * One of a record's media lists (Images, Audio, Videos): 'Edit' reveals Remove and the order
 * arrows, 'Done' hides them (SPEC §2 Record editor, §4 Reordering: movement is clamped).
 */
import { type ReactNode, useId, useState } from "react";
import { moveItem } from "../ui/move";
import { MoveButtons } from "../ui/move-buttons";

interface Props<T> {
  title: string;
  items: readonly T[];
  /** What one item is called in button labels, e.g. "image 2". */
  itemName(item: T, index: number): string;
  renderItem(item: T, index: number): ReactNode;
  onChange(items: T[]): void;
  empty: string;
}

export function MediaList<T>({ title, items, itemName, renderItem, onChange, empty }: Props<T>) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  return (
    <section className="record-media-list" aria-labelledby={headingId}>
      <div className="record-media-list__header">
        <h2 id={headingId}>
          {title} <span className="record-media-list__count">({items.length})</span>
        </h2>
        {items.length > 0 && (
          <button
            type="button"
            className="admin-button admin-button--secondary"
            aria-pressed={editing}
            aria-label={`${editing ? "Done" : "Edit"} ${title}`}
            onClick={() => setEditing(!editing)}
          >
            {editing ? "Done" : "Edit"}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="admin-field__help">{empty}</p>
      ) : (
        <ol className="record-media-list__items">
          {items.map((item, index) => (
            <li key={`${index}-${itemName(item, index)}`} className="record-media-item">
              {renderItem(item, index)}
              {editing && (
                <div className="record-media-item__tools">
                  <MoveButtons
                    name={itemName(item, index)}
                    index={index}
                    count={items.length}
                    onMove={(delta) => onChange(moveItem(items, index, delta))}
                    className="admin-button admin-button--secondary"
                  />
                  <button
                    type="button"
                    className="admin-button admin-button--danger"
                    aria-label={`Remove ${itemName(item, index)}`}
                    onClick={() => onChange(items.filter((_, at) => at !== index))}
                  >
                    Remove
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
