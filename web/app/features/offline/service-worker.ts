/**
 * Registers the site's service worker (/sw.js) on public pages, once the page has loaded and the
 * browser is idle, so it never competes with what the page itself loads first (a narration on a
 * slow phone). With the kill switch (SERVICE_WORKER=off) it removes any worker and its caches
 * instead. A new version of the worker waits until the visitor taps 'Reload' (update-prompt.tsx):
 * the page then asks it to take over and reloads once, so old and new code never mix silently.
 */
import { whenIdle } from "../../lib/use-idle";
import { CACHE_PREFIX } from "./cache-names";
import { REPLAY_SIGN_SCANS } from "./saved-answer";
import { createUpdateState, type UpdateState } from "./update-state";

export const updateState: UpdateState = createUpdateState();

/** How often an open page asks whether a new version was deployed (when it comes back to view). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
let started = false;

export function startServiceWorker(enabled: boolean): void {
  if (started || !("serviceWorker" in navigator)) return;
  started = true;
  afterLoad(() => whenIdle(() => void (enabled ? register() : removeAll()).catch(() => {})));
}

function afterLoad(run: () => void): void {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

async function register(): Promise<void> {
  const container = navigator.serviceWorker;
  let controlled = Boolean(container.controller);
  let askedToUpdate = false;
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    // The first install taking over this page: same code, nothing to reload.
    if (!controlled) {
      controlled = true;
      return;
    }
    if (askedToUpdate) {
      if (!reloading) window.location.reload();
      reloading = true;
      return;
    }
    // Another tab applied an update: this page's code is now the old one.
    updateState.ready(() => window.location.reload());
  });

  const registration = await container.register("/sw.js", { scope: "/" });
  // Signs scanned with no signal are counted once back online (web/sw/sign-scans.ts): by the
  // browser's background sync where it has one, and by any page open when the signal returns.
  const replaySignScans = () => container.controller?.postMessage({ type: REPLAY_SIGN_SCANS });
  window.addEventListener("online", replaySignScans);
  if (navigator.onLine) replaySignScans();
  const offerUpdate = () => {
    const waiting = registration.waiting;
    if (!waiting || !container.controller) return;
    updateState.ready(() => {
      askedToUpdate = true;
      waiting.postMessage({ type: "SKIP_WAITING" });
    });
  };
  offerUpdate();
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offerUpdate();
    });
  });
  // A page left open for hours (a tour on a phone) still learns of a new version.
  let checkedAt = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || Date.now() - checkedAt < UPDATE_CHECK_MS) return;
    checkedAt = Date.now();
    void registration.update().catch(() => {});
  });
}

/** The kill switch: no worker, and nothing it kept. */
async function removeAll(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX)).map((n) => caches.delete(n)));
}
