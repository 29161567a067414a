/**
 * Deploys version N+1 of the service worker the way a release does: the built file the server
 * sends at /sw.js (re-read when it changes) is replaced, then version N is put back. Playwright
 * cannot intercept a worker's script, so there is no other way to offer the browser a new version.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

const BUILT_WORKER = path.resolve(import.meta.dirname, "../../web/build/sw/sw.js");

/** What each spec's version N+1 answers, so a page can tell which version controls it. */
const MARKERS = ["/__sw-version", "/__sw-offline-version"];

/** Lines that make version N+1: it answers `marker` with "N+1". */
export const nextVersionSource = (marker: string) => `
self.addEventListener("fetch", (event) => {
  if (new URL(event.request.url).pathname === ${JSON.stringify(marker)}) event.respondWith(new Response("N+1"));
});
`;

/** Which version controls the page: "N+1" once the new worker answers `marker`, else "N". */
export const workerVersion = (page: Page, marker: string) =>
  page.evaluate(
    (url) => fetch(url).then((response) => (response.ok ? response.text() : "N")),
    marker,
  );

/**
 * Runs `during` with N+1 deployed, and puts N back whatever happens. Another spec deploying its
 * own N+1 at the same moment (service-worker-update.spec.ts, on a second worker) would have its
 * version read as N: wait until the file holds no spec's additions first.
 */
export async function withNextWorker(marker: string, during: () => Promise<void>): Promise<void> {
  const read = () => readFileSync(BUILT_WORKER, "utf8");
  await expect.poll(() => MARKERS.some((m) => read().includes(m)), { timeout: 60_000 }).toBe(false);
  const versionN = read();
  try {
    writeFileSync(BUILT_WORKER, versionN + nextVersionSource(marker));
    await during();
  } finally {
    writeFileSync(BUILT_WORKER, versionN);
  }
}
