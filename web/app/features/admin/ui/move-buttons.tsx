/**
 * An item's up and down buttons in an ordered admin list (SPEC §4 Reordering: movement is
 * clamped). A move is announced ("Hatch Show Print moved to position 3 of 5.") and focus stays
 * on the pressed button; when the move takes the item to an end, where that button is disabled,
 * focus goes to the other one (WCAG 2.4.3, 4.1.3).
 */
import { useLayoutEffect, useRef } from "react";
import { useAnnounce } from "./announcer";

interface Props {
  /** The item as people know it, e.g. a stop's site name. */
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove(delta: -1 | 1): void;
  className?: string;
}

/** The announcement of a move, e.g. "Hatch Show Print moved to position 3 of 5." */
export const movedMessage = (name: string, position: number, count: number) =>
  `${name} moved to position ${position} of ${count}.`;

/**
 * The move waiting to be followed by focus: the list it happened in, the item's new place and the
 * direction pressed. Whichever buttons are drawn at that place take focus, so it works whether the
 * list keeps its rows by item (the row moves) or by position (the row's content changes).
 */
let pending: { list: Element | null; index: number; delta: -1 | 1 } | null = null;

export function MoveButtons({ name, index, count, disabled, onMove, className }: Props) {
  const announce = useAnnounce();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);

  // After the move has been drawn (a row moved in the page loses focus).
  useLayoutEffect(() => {
    if (!pending || pending.index !== index || !up.current) return;
    if (pending.list !== up.current.closest("ol, ul")) return;
    const [same, other] = pending.delta < 0 ? [up, down] : [down, up];
    pending = null;
    (same.current?.disabled ? other : same).current?.focus();
  });

  const move = (delta: -1 | 1) => {
    pending = { list: up.current?.closest("ol, ul") ?? null, index: index + delta, delta };
    onMove(delta);
    announce(movedMessage(name, index + delta + 1, count));
  };

  return (
    <>
      <button
        ref={up}
        type="button"
        className={className}
        aria-label={`Move ${name} up`}
        disabled={disabled || index === 0}
        onClick={() => move(-1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        ref={down}
        type="button"
        className={className}
        aria-label={`Move ${name} down`}
        disabled={disabled || index === count - 1}
        onClick={() => move(1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </>
  );
}
