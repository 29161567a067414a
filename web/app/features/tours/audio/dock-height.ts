/**
 * Publishes the height of the dock at the foot of the screen (mini-player or 'Play the story') as
 * --audio-dock-height on the page root while it shows, so whatever else is fixed at the bottom
 * (the arrival banner) stands above it instead of over its controls, and what takes focus scrolls
 * clear of it (the page's scroll-padding, styles/base.css).
 */
import { keepPageStartClear } from "../../../lib/page-focus";

const PROPERTY = "--audio-dock-height";

/** A ref callback for the dock; its cleanup takes the height away with the dock. */
export function publishDockHeight(dock: HTMLElement | null): (() => void) | undefined {
  if (!dock || typeof ResizeObserver === "undefined") return undefined;
  const root = document.documentElement.style;
  const publish = () => {
    root.setProperty(PROPERTY, `${dock.getBoundingClientRect().height}px`);
    // The dock comes up after a new stop's title took focus: the title must not end up under it.
    keepPageStartClear();
  };
  publish();
  const observer = new ResizeObserver(publish);
  observer.observe(dock, { box: "border-box" });
  return () => {
    observer.disconnect();
    root.removeProperty(PROPERTY);
  };
}
