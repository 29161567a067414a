/** Pointer handlers that turn a horizontal drag (finger or mouse) into "next" / "previous". */
import { type PointerEvent, useRef } from "react";
import { type SwipeDirection, swipeDirection } from "./carousel-logic";

interface Start {
  id: number;
  x: number;
  y: number;
}

export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<Start | null>(null);
  const swiped = useRef(false);

  const handlers = {
    onPointerDown(event: PointerEvent) {
      swiped.current = false;
      if (event.pointerType === "mouse" && event.button !== 0) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (!direction) return;
      swiped.current = true;
      onSwipe(direction);
    },
    // The browser took the gesture over (a vertical scroll, under touch-action: pan-y).
    onPointerCancel() {
      start.current = null;
    },
  };

  /**
   * Whether a click is only the end of a swipe (a mouse drag clicks where it is released), so it
   * must not also press a button. Keyboard clicks (detail 0) never are; every pointer press
   * starts a new gesture, so the answer never outlives the swipe.
   */
  const endsSwipe = (click: { detail: number }) => click.detail > 0 && swiped.current;

  return { handlers, endsSwipe };
}
