import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the page hydrates, true from the render after: what only the
 * browser can draw (a map, a modal), or what the address says where the server's page may have been
 * made for another (a page saved for offline use answers for any record; useScannedRecord).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
