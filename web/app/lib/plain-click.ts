import type { MouseEvent } from "react";

/** A plain click; one with a modifier key or another button keeps the link's own behaviour. */
export const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
