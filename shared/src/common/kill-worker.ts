/**
 * The service worker the server sends at /sw.js when SERVICE_WORKER=off (the kill switch): it
 * takes over at once (it serves nothing), empties every cache of this origin, then leaves. Kept
 * here so the browser tests deploy the very same script.
 */
export const KILL_WORKER = `// Service worker switched off (SERVICE_WORKER=off): remove it and everything it kept.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
      .then(() => self.registration.unregister()),
  );
});
`;
