/**
 * Deploys version N+1 of the service worker, or the kill switch's, the way a release does: the
 * built file the server sends at /sw.js (re-read when it changes) is replaced, then version N is
 * put back. Playwright
 * cannot intercept a worker's script, so there is no other way to offer the browser a new version.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { KILL_WORKER } from "@tours/shared";

const BUILT_WORKER = path.resolve(import.meta.dirname, "../../web/build/sw/sw.js");

/** Marks the kill switch's worker while a spec has it deployed. */
const KILL_MARKER = "__sw-kill-switch";

/** What each spec's version N+1 answers, so a page can tell which version controls it. */
const MARKERS = ["/__sw-version", "/__sw-offline-version", KILL_MARKER];

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
 * Runs `during` with `deployed(versionN)` as the worker, and puts N back whatever happens. Another
 * spec deploying a version of its own at the same moment (on a second worker) would read this one
 * as N: wait until the file holds no spec's marker first.
 */
async function withDeployedWorker(
  deployed: (versionN: string) => string,
  during: () => Promise<void>,
): Promise<void> {
  const read = () => readFileSync(BUILT_WORKER, "utf8");
  await expect.poll(() => MARKERS.some((m) => read().includes(m)), { timeout: 60_000 }).toBe(false);
  const versionN = read();
  try {
    writeFileSync(BUILT_WORKER, deployed(versionN));
    await during();
  } finally {
    writeFileSync(BUILT_WORKER, versionN);
  }
}

/** Runs `during` with N+1 deployed: N with lines that answer `marker` with "N+1". */
export const withNextWorker = (marker: string, during: () => Promise<void>) =>
  withDeployedWorker((versionN) => versionN + nextVersionSource(marker), during);

/** Runs `during` with the worker the server sends when SERVICE_WORKER=off (the kill switch). */
export const withKillSwitch = (during: () => Promise<void>) =>
  withDeployedWorker(() => `// ${KILL_MARKER}\n${KILL_WORKER}`, during);
