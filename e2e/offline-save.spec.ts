/**
 * 'Save for offline' on a tour's intro, on a phone: the size before it starts, progress in percent
 * and MB with Cancel (which leaves nothing saved), then 'Saved for offline · … MB · Remove', with
 * the tour's stop pages, narration and map parts in the browser's Cache Storage; Remove takes them
 * out again.
 */
import { nextStopMapPath } from "@tours/shared";
import { expect, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { open } from "./support/navigation.js";
import { waitForServiceWorker } from "./support/service-worker.js";
import { createRouteTour, deleteTour, placedRecords } from "./support/route-tour.js";
import type { ApiTour } from "./support/demo-api.js";

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
// A whole tour is saved: its pages are rendered and its files fetched, on a machine Chromium shares.
test.setTimeout(120_000);

test("a tour is saved for offline use from its intro, then removed", async ({ page, request }) => {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  const tour = tours.find((t) => !t.slug.startsWith("e2e-") && t.stopIds.length >= 2)!;
  const plan = await (await request.get(`/api/tours/${tour.id}/offline`)).json();
  const stops = (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as {
    id: string;
    slug: string;
    audio: { path: string };
  }[];

  await open(page, `/tours/${tour.slug}`);
  const save = page.getByRole("button", { name: /^Save for offline · [\d.]+ MB$/ });
  await expect(save).toBeVisible();
  const box = await save.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  await save.click();
  await expect(page.getByText(/^Saved for offline · [\d.]+ MB ·/)).toBeVisible({
    timeout: 60_000,
  });
  expect(await axeViolationsHere(page)).toEqual([]);

  const stored = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("tours-saved-tour:")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        urls.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return urls;
  });
  // Signs leading to the tour's pages come and go as other tests make QR codes: the rest is fixed.
  const unsigned = (urls: string[]) => urls.filter((url) => !url.startsWith("/q/"));
  expect(unsigned(stored).length).toBe(
    unsigned(plan.files.map((f: { url: string }) => f.url)).length,
  );
  expect(stored).toContain(`/tours/${tour.slug}/${stops[0]!.slug}`);
  expect(stored).toContain(`/tours/${tour.slug}/v/${stops[1]!.slug}.data`);
  expect(stored).toContain(`/media/${stops[0]!.audio.path}`);
  // The next-stop map the server draws, shown at once in person, offline too.
  expect(stored).toContain(nextStopMapPath(tour.id, stops[0]!.id));
  expect(
    stored.some(
      (url) => url.startsWith("/map/basemap.pmtiles?v=") && url.includes("offline-range="),
    ),
  ).toBe(true);

  // Seen again later, the tour says it is saved.
  await page.reload();
  await expect(page.getByText(/^Saved for offline · [\d.]+ MB ·/)).toBeVisible();
  // Remove is asked once more: 'Keep it' keeps the copy, 'Yes, remove' takes it away.
  await page.getByRole("button", { name: "Remove" }).click();
  const question = page.getByRole("group", { name: /^Remove the saved copy of this tour\?/ });
  await expect(question.getByRole("button", { name: "Yes, remove" })).toBeFocused();
  await question.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByText(/^Saved for offline · [\d.]+ MB ·/)).toBeVisible();
  await page.getByRole("button", { name: "Remove" }).click();
  await question.getByRole("button", { name: "Yes, remove" }).click();
  await expect(save).toBeVisible();
  expect(
    await page.evaluate(async () =>
      (await caches.keys()).filter((n) => n.startsWith("tours-saved-tour:")),
    ),
  ).toEqual([]);
});

test("saving shows its progress in percent and MB, and Cancel leaves nothing saved", async ({
  page,
  request,
}) => {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  const tour = tours.find((t) => !t.slug.startsWith("e2e-") && t.stopIds.length >= 2)!;
  // The narration is held on the way, so the save is caught while it runs.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // (On the context: the service worker, once it controls the page, lets these through.)
  await page.context().route(/\/media\/.+\.mp3$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });

  await open(page, `/tours/${tour.slug}`);
  await page.getByRole("button", { name: /^Save for offline · [\d.]+ MB$/ }).click();
  const progress = page.getByText(/^Saving for offline: \d+ % · [\d.]+ MB of [\d.]+ MB/);
  await expect(progress).toBeVisible();
  await expect
    .poll(() =>
      page.locator(".save-offline progress").evaluate((p: HTMLProgressElement) => p.value),
    )
    .toBeGreaterThan(0);
  expect(await axeViolationsHere(page)).toEqual([]);

  await page.getByRole("button", { name: "Cancel" }).click();
  release();
  await expect(page.getByRole("button", { name: /^Save for offline · [\d.]+ MB$/ })).toBeVisible();
  await expect(progress).toHaveCount(0);
  await expect(page.getByText(/^Saved for offline/)).toHaveCount(0);
  expect(
    await page.evaluate(async () =>
      (await caches.keys()).filter((n) => n.startsWith("tours-saved-tour:")),
    ),
  ).toEqual([]);
});

test("the Saved tours page lists what is saved, says when a tour is no longer offered, and removes it", async ({
  page,
  request,
}) => {
  const tour = await createRouteTour(
    request,
    `saved-${Date.now()}`,
    await placedRecords(request, 2),
  );
  await open(page, "/saved-tours");
  await expect(page.getByText("No tours saved for offline yet.", { exact: false })).toBeVisible();

  await open(page, `/tours/${tour.slug}`);
  await page.getByRole("button", { name: /^Save for offline/ }).click();
  await expect(page.getByText(/^Saved for offline · [\d.]+ MB ·/)).toBeVisible({ timeout: 60_000 });

  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("link", { name: "Saved tours" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved tours" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: `E2E route saved-` });
  await expect(item.getByRole("link", { name: /^E2E route saved-/ })).toBeVisible();
  await expect(item).toContainText(/[\d.]+ MB · saved \w+ \d+, \d{4}/);
  await expect(page.getByText(/^Saved tours use [\d.]+ MB of this device/)).toBeVisible();
  expect(await axeViolationsHere(page)).toEqual([]);

  await deleteTour(request, tour.id);
  await page.reload();
  await expect(item.getByText("This tour is no longer offered.")).toBeVisible();
  // With no signal, the offline page's list says so too.
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.goto("/our-sponsors");
  await expect(page.getByRole("heading", { level: 1, name: "You’re offline" })).toBeVisible();
  await expect(
    page.getByText(/^E2E route saved-.*: this tour is no longer offered\./),
  ).toBeVisible();
  await page.context().setOffline(false);
  await open(page, "/saved-tours");
  await item.getByRole("button", { name: /^Remove/ }).click();
  await item.getByRole("button", { name: "Yes, remove" }).click();
  await expect(page.getByText("No tours saved for offline yet.", { exact: false })).toBeVisible();
});

/** "59 % · 3.8 MB of 5.4 MB" read as numbers; MB as formatMegabytes rounds them. */
function reading(text: string) {
  const match = /(\d+) % · ([\d.]+) MB of ([\d.]+) MB/.exec(text);
  if (!match) throw new Error(`Not a progress reading: ${text}`);
  const [percent, done, total] = match.slice(1).map(Number) as [number, number, number];
  return { text, percent, done, total };
}
/** Half the last shown digit of a size in MB: 0.05 under 10 MB, 0.5 from there. */
const halfUnit = (mb: number) => (mb < 10 ? 0.05 : 0.5);
const megabytes = (text: string) => Number(/([\d.]+) MB/.exec(text)![1]);

test.describe("on a 390 px phone at 3×", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });

  test("the size offered is the size saved, and progress counts bytes toward it", async ({
    page,
    request,
  }) => {
    const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
    const demo = tours.filter((t) => !t.slug.startsWith("e2e-") && t.stopIds.length >= 2);
    const tour = demo.find((t) => t.slug.startsWith("jefferson-street")) ?? demo[0]!;
    // Every text the progress shows, as it shows it.
    await page.addInitScript(() => {
      const readings: string[] = [];
      (window as unknown as { readings: string[] }).readings = readings;
      new MutationObserver(() => {
        const text = document.querySelector(".save-offline__progress label")?.textContent;
        if (text && text !== readings.at(-1)) readings.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });

    await open(page, `/tours/${tour.slug}`);
    const save = page.getByRole("button", { name: /^Save for offline · [\d.]+ MB$/ });
    const offered = megabytes((await save.textContent())!);
    await save.click();
    const saved = page.getByText(/^Saved for offline · [\d.]+ MB ·/);
    await expect(saved).toBeVisible({ timeout: 60_000 });
    const kept = megabytes((await saved.textContent())!);
    // What the cache holds for the tour is what the control said.
    const stored = await page.evaluate(async () => {
      let bytes = 0;
      for (const name of await caches.keys()) {
        if (!name.startsWith("tours-saved-tour:")) continue;
        const cache = await caches.open(name);
        for (const key of await cache.keys()) {
          bytes += (await (await cache.match(key))!.arrayBuffer()).byteLength;
        }
      }
      return bytes / 1_000_000;
    });

    expect(
      Math.abs(kept - offered) / offered,
      `offered ${offered} MB, saved ${kept} MB`,
    ).toBeLessThanOrEqual(0.05);
    expect(Math.abs(stored - kept)).toBeLessThanOrEqual(halfUnit(kept));

    const readings = (
      await page.evaluate(() => (window as unknown as { readings: string[] }).readings)
    ).map(reading);
    expect(readings.length).toBeGreaterThan(3);
    for (const { text, percent, done, total } of readings) {
      expect(done, text).toBeLessThanOrEqual(total);
      // The percent is the MB done's share of the MB total, as far as their rounding allows.
      const [d, t] = [halfUnit(done), halfUnit(total)];
      const low = (100 * Math.max(done - d, 0)) / (total + t) - 0.5;
      const high = Math.min((100 * (done + d)) / Math.max(total - t, 0.01) + 0.5, 100);
      expect(percent, text).toBeGreaterThanOrEqual(Math.floor(low));
      expect(percent, text).toBeLessThanOrEqual(Math.ceil(high));
      expect(Math.abs(total - offered), text).toBeLessThanOrEqual(0.05 * offered);
    }

    await page.getByRole("button", { name: "Remove" }).click();
    await page.getByRole("button", { name: "Yes, remove" }).click();
    await expect(save).toBeVisible();
  });
});
