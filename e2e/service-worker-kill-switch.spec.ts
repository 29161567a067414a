/**
 * The service worker's kill switch (SERVICE_WORKER=off), deployed as a release would. While it is
 * deployed every page that looks for a worker update gets it, so this spec runs alone, after the
 * others (its own project in playwright.config.ts).
 */
import { expect, test } from "@playwright/test";
import { open } from "./support/navigation.js";
import { withKillSwitch } from "./support/next-worker.js";
import { waitForServiceWorker, waitUntilCached } from "./support/service-worker.js";

test("the kill switch (SERVICE_WORKER=off) removes the worker and everything it kept", async ({
  page,
}) => {
  await open(page, "/faq");
  await waitForServiceWorker(page);
  // Read again under the worker, which keeps it.
  await open(page, "/faq");
  await waitUntilCached(page, "/faq");

  const registrations = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  await withKillSwitch(async () => {
    // The browser looks for a new version on each page load, and finds the kill switch's.
    await open(page, "/faq");
    await expect.poll(registrations, { timeout: 30_000 }).toBe(0);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    // The page works on, from the network.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
