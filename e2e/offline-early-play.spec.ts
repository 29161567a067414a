/**
 * Play before the page's scripts run, on a tour saved for offline use and opened in a new page
 * with the network off (early-play.spec.ts covers it online), on the narrowest phones and a common
 * one: the page's modules are held in the service worker, so the tap lands on the saved HTML. The
 * narration plays from the saved copy at once; once the scripts run, the hydrated player shows it
 * playing and pauses it.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  acceptTerms,
  audioState,
  expectNarrationPaused,
  expectNarrationPlaying,
  narratedTour,
} from "./support/narration.js";
import { saveTourThenGoOffline } from "./support/offline.js";
import { holdScriptsInWorker } from "./support/service-worker.js";

const player = (page: Page, siteName: string) => page.getByRole("group", { name: siteName });

// A whole tour is saved: its pages are rendered and its files fetched, on a machine Chromium shares.
test.setTimeout(180_000);

for (const width of [320, 390]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });

    test("offline, Play before the page runs plays the saved narration, and the player takes it over", async ({
      context,
      request,
    }) => {
      const { tour, stops } = await narratedTour(request);
      const stop = stops[0]!;
      await saveTourThenGoOffline(context, tour.slug);

      const release = await holdScriptsInWorker(context);
      const page = await context.newPage();
      await acceptTerms(page);
      await page.goto(`/tours/${tour.slug}/${stop.slug}`, { waitUntil: "domcontentloaded" });
      await player(page, stop.siteName).getByRole("button", { name: "Play" }).tap();
      // The narration's bytes can only come from the worker's saved copy: the network is off.
      await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
      expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
      const reached = (await audioState(page)).currentTime;

      await release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const pause = player(page, stop.siteName).getByRole("button", { name: "Pause" });
      await expect(pause).toBeVisible();
      await expect(page.locator("audio")).toHaveCount(1);
      await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(reached);
      expect((await audioState(page)).paused).toBe(false);

      await pause.tap();
      await expectNarrationPaused(page);
      await expect(player(page, stop.siteName).getByRole("button", { name: "Play" })).toBeVisible();
    });
  });
}
