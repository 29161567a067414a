/**
 * A new version of the site arriving while a tour is saved: after 'Update ready — Reload' and the
 * one reload, version N+1 serves the pages, and the saved tour is still listed on Saved tours and
 * still opens with the network off.
 */
import { expect, type Page, test } from "@playwright/test";
import { withNextWorker, workerVersion } from "./support/next-worker.js";
import { downtownTour, offlineForSure, saveTourFromIntro } from "./support/offline.js";
import { open } from "./support/navigation.js";

const MARKER = "/__sw-offline-version";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// A whole tour is saved, on a machine Chromium shares.
test.setTimeout(240_000);

const savedItem = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });

test("a tour saved before an update is still listed and still opens offline after it", async ({
  page,
  context,
  request,
}) => {
  const { tour, stops } = await downtownTour(request);
  const stop = stops[1]!;
  await context.addInitScript(() => window.localStorage.setItem("tos", "true"));
  await saveTourFromIntro(page, tour.slug);
  expect(await workerVersion(page, MARKER)).toBe("N");

  await withNextWorker(MARKER, async () => {
    // The browser looks for a new version on each page load.
    await open(page, "/saved-tours");
    await expect(page.locator(".update-ready")).toHaveText("Update ready — Reload", {
      timeout: 30_000,
    });
  });
  // Until the visitor taps, version N serves the page.
  expect(await workerVersion(page, MARKER)).toBe("N");
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await workerVersion(page, MARKER)).toBe("N+1");
  await expect(page.locator(".update-ready")).toHaveCount(0);

  // The saved tour survived the new version: listed with its size, and whole.
  const item = savedItem(page, tour.title);
  await expect(item).toContainText(/[\d.]+ MB · saved \w+ \d+, \d{4}/);

  await context.setOffline(true);
  await page.close();
  const offline = await context.newPage();
  await offline.goto("/saved-tours");
  await offlineForSure(offline);
  expect(await workerVersion(offline, MARKER)).toBe("N+1");
  await savedItem(offline, tour.title).getByRole("link", { name: tour.title }).click();
  await expect(offline.getByRole("heading", { level: 1, name: tour.title })).toBeVisible();
  await offline.goto(`/tours/${tour.slug}/${stop.slug}`);
  await expect(offline.getByRole("heading", { level: 1, name: stop.siteName })).toBeVisible();
  await expect(offline.locator("html")).toHaveAttribute("data-hydrated", "true");
  await context.setOffline(false);
});
