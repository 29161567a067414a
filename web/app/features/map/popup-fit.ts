/** Keeping a map popup readable: how far to slide it so it lies inside its map. Pure. */

export interface Span {
  start: number;
  end: number;
}

/**
 * The shift (pixels, along one axis) that brings `box` inside `bounds` with `margin` to spare.
 * A box too big to fit is aligned to the start, so its beginning (a title) stays readable.
 */
export function shiftIntoView(box: Span, bounds: Span, margin = 8): number {
  const min = bounds.start + margin;
  const max = bounds.end - margin;
  if (box.end - box.start >= max - min) return min - box.start;
  if (box.start < min) return min - box.start;
  if (box.end > max) return max - box.end;
  return 0;
}
