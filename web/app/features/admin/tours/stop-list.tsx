/**
 * The tour's stops in order (SPEC §4 Reordering): move buttons, drag and drop with pointer or
 * keyboard (dnd-kit), 'Add stop', and each stop's panel. The list carries data-stop-count.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  sortableKeyboardCoordinates,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useRef, useState } from "react";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { StopPanel, type StopPanelProps } from "./stop-panel";
import { type StopDraft, stopName } from "./tour-draft";
import { type FieldAt, scopedAt } from "../ui/field-errors";

interface Props extends Pick<StopPanelProps, "uploads" | "disabled"> {
  /** The form's fields: a stop's are named `stops.{id}.{field}`. */
  at: FieldAt;
  stops: StopDraft[];
  expanded: ReadonlySet<string>;
  problemsOf(index: number): StopPanelProps["problems"];
  onToggle(id: string): void;
  onChange(id: string, patch: Partial<StopDraft>): void;
  onChooseRecord(id: string, record: Parameters<StopPanelProps["onChooseRecord"]>[0]): void;
  /** Moves the stop at `from` to `to`. */
  onMove(from: number, to: number): void;
  onRemove(id: string): void;
  onAdd(): void;
}

export function StopList(props: Props) {
  const { stops } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // One confirmation for every stop (SPEC §5 Deletes): a dialog per stop would slow a long tour.
  const [removing, setRemoving] = useState<string | null>(null);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => stops.findIndex((stop) => stop.id === id);
  const nameOf = (id: UniqueIdentifier) => {
    const index = indexOf(id);
    return index < 0 ? "The stop" : stopName(stops[index]!, index);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) props.onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <section className="tour-section" aria-labelledby="tour-stops-heading">
      <h2 id="tour-stops-heading" ref={heading} tabIndex={-1}>
        Stops
      </h2>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              "To move a stop, press space or enter, move it with the arrow keys, then press space or enter again to drop it, or escape to cancel.",
          },
          announcements: {
            onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over ? `${nameOf(active.id)} is over position ${indexOf(over.id) + 1}.` : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? `${nameOf(active.id)} dropped at position ${indexOf(over.id) + 1}.`
                : `${nameOf(active.id)} dropped.`,
            onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={stops.map((s) => s.id)} strategy={verticalListSortingStrategy}>
          <ol className="stop-list" data-stop-count={stops.length}>
            {stops.map((stop, index) => (
              <SortableStop
                key={stop.id}
                {...props}
                onRemove={setRemoving}
                stop={stop}
                index={index}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {stops.length === 0 && <p className="admin-field__help">No stops yet.</p>}
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) props.onRemove(removing);
          setRemoving(null);
          // The stop's own button is gone: continue from the list.
          heading.current?.focus();
        }}
      />
      <div>
        <button
          type="button"
          className="admin-button admin-button--secondary"
          disabled={props.disabled}
          onClick={props.onAdd}
        >
          Add stop
        </button>
      </div>
    </section>
  );
}

function SortableStop({ stop, index, ...props }: Props & { stop: StopDraft; index: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: stop.id,
    disabled: props.disabled,
  });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? "stop-list__item stop-list__item--dragging" : "stop-list__item"}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
    >
      <StopPanel
        stop={stop}
        index={index}
        count={props.stops.length}
        expanded={props.expanded.has(stop.id)}
        problems={props.problemsOf(index)}
        at={scopedAt(props.at, `stops.${stop.id}`)}
        uploads={props.uploads}
        disabled={props.disabled}
        onToggle={() => props.onToggle(stop.id)}
        onChange={(patch) => props.onChange(stop.id, patch)}
        onChooseRecord={(record) => props.onChooseRecord(stop.id, record)}
        onMove={(delta) => props.onMove(index, index + delta)}
        onRemove={() => props.onRemove(stop.id)}
        handle={{ ...attributes, ...listeners }}
      />
    </li>
  );
}
