import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the page hydrates, true from the render after (which hydration
 * then always costs): what only the browser can draw, a map or a modal.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
