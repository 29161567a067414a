/**
 * QR code signs scanned with no signal. A sign that leads to a page of a saved tour is answered
 * from the saved copy (its redirect, kept by save-tour.ts), so the visitor lands on the saved page;
 * the scan is queued here and its address asked for again once online (not followed), saying
 * when it was made (`x-scanned-at`), so the server counts it as it would have, dated then. The
 * browser's background sync replays the queue where it has one; an open page that comes back
 * online asks for it too (REPLAY_SIGN_SCANS).
 */
import { SCANNED_AT_HEADER } from "@tours/shared/browser";
import { BackgroundSyncQueue, type SerwistPlugin } from "serwist";

const scans = new BackgroundSyncQueue("sign-scans", { maxRetentionTime: 7 * 24 * 60 });

const isSignRedirect = (request: Request, response: Response | undefined) =>
  response?.status === 302 && new URL(request.url).pathname.startsWith("/q/");

/** Goes after savedTourCopies on the navigation route: queues a scan its saved answer took. */
export const queueSignScans: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (isSignRedirect(request, cachedResponse)) {
      await scans
        .pushRequest({
          request: new Request(request.url, {
            redirect: "manual",
            headers: { [SCANNED_AT_HEADER]: new Date().toISOString() },
          }),
        })
        .catch(() => {});
    }
    return cachedResponse;
  },
};

/**
 * Waits before each further try: a signal that has just come back often refuses the first
 * requests (the browser itself may still count itself offline for a moment).
 */
const RETRY_AFTER_MS = [2_000, 5_000, 10_000];

/**
 * Sends the queued scans, trying again over the next seconds while the network refuses them; those
 * still refused stay queued for the next time the browser or a page asks.
 */
export async function replaySignScans(): Promise<void> {
  for (const wait of [0, ...RETRY_AFTER_MS]) {
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      await scans.replayRequests();
      return;
    } catch {
      // The scan that failed is back at the head of the queue.
    }
  }
}
