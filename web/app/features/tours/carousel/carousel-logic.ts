/** Pure rules of the image carousel and its lightbox: looping, wording and swipe detection. */

/**
 * The shape kept for a photo whose size is unknown (another site's); the 3:2 frame keeps that
 * shape whatever the file, so nothing shifts.
 */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 800;

/** How wide the frame is shown (carousel.css, inside a page's 1 rem side margins). */
export const CAROUSEL_SIZES = "(min-width: 47rem) 45rem, calc(100vw - 2rem)";

/** CAROUSEL_SIZES worked out in CSS pixels for a viewport (1 rem is 16 px in `sizes`). */
export function carouselWidth(viewportWidth: number): number {
  return viewportWidth >= 47 * 16 ? 45 * 16 : Math.max(viewportWidth - 2 * 16, 1);
}

/** Horizontal travel, in CSS pixels, that turns a drag into a swipe. */
export const SWIPE_THRESHOLD = 40;

export type SwipeDirection = "next" | "previous";

/** The index `index` lands on in a looping list of `length` items (0 when the list is empty). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** Position of a slide for people and screen readers: "2 of 5". */
export function positionLabel(n: number, total: number): string {
  return `${n} of ${total}`;
}

/** The lightbox line (SPEC §4 'n of total - caption'); without a caption only the position. */
export function lightboxLabel(n: number, total: number, caption: string): string {
  const text = caption.trim();
  return text ? `${positionLabel(n, total)} - ${text}` : positionLabel(n, total);
}

/**
 * Which way a finished drag moves the slides: a swipe to the left shows the next image, to the
 * right the previous one. Short drags and mostly vertical ones (page scrolling) are no swipe.
 */
export function swipeDirection(
  dx: number,
  dy: number,
  threshold = SWIPE_THRESHOLD,
): SwipeDirection | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "next" : "previous";
}
