/** How wide a tour card's cover is shown: for its srcset and for the copy a saved tour keeps. */

/** One, two or three cards a row (tour-card.css), inside a page's 1 rem side margins. */
export const CARD_SIZES =
  "(min-width: 64rem) 20rem, (min-width: 40rem) calc(50vw - 1.75rem), calc(100vw - 2rem)";

/** CARD_SIZES worked out in CSS pixels for a viewport (1 rem is 16 px in `sizes`). */
export function cardWidth(viewportWidth: number): number {
  if (viewportWidth >= 64 * 16) return 20 * 16;
  if (viewportWidth >= 40 * 16) return viewportWidth / 2 - 1.75 * 16;
  return Math.max(viewportWidth - 2 * 16, 1);
}
