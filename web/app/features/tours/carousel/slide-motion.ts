/** The 500 ms slide between two carousel images (SPEC §9), skipped under reduced motion. */

const DURATION_MS = 500;

/**
 * Slides `from` out and `to` in, both moving toward `step` (1: leftward, the next image enters
 * from the right; -1: the reverse). Both stay visible while moving; when the animation ends the
 * stylesheet hides every slide but the current one again. Wrapping from the last image to the
 * first moves forward like any other step, because only these two slides take part.
 */
export function animateSlides(
  slides: readonly HTMLElement[],
  from: HTMLElement,
  to: HTMLElement,
  step: 1 | -1,
): void {
  if (typeof from.animate !== "function") return;
  // A click during a slide finishes the previous one at once instead of stacking motions.
  for (const slide of slides) for (const animation of slide.getAnimations()) animation.cancel();
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

  const timing: KeyframeAnimationOptions = { duration: DURATION_MS, easing: "ease-in-out" };
  from.animate(
    [
      { visibility: "visible", transform: "translateX(0)" },
      { visibility: "visible", transform: `translateX(${-step * 100}%)` },
    ],
    timing,
  );
  to.animate(
    [
      { visibility: "visible", transform: `translateX(${step * 100}%)` },
      { visibility: "visible", transform: "translateX(0)" },
    ],
    timing,
  );
}
