/**
 * The SPEC's QR landing flow with no signal, on a tour saved for offline use: from a later stop's
 * welcome page, 'More Info' (and the choice of tour, for a record on several), 'Take Tour',
 * 'Continue' and 'Yes' lead to the scanned stop, whose narration plays from the saved copy. Offline,
 * each link is a full page load (offline-links.ts), each page and its code from the saved copy. The
 * intro and the sound cue are kept once for the whole tour: their links follow the record named in
 * the address, even when tapped before the page's scripts run. The walk runs at 320 px, the early
 * taps at 390 px.
 */
import { type APIRequestContext, type BrowserContext, expect, test } from "@playwright/test";
import { open } from "./support/navigation.js";
import { acceptTerms, expectNarrationPlaying, narratedTour } from "./support/narration.js";
import { saveTourThenGoOffline } from "./support/offline.js";
import { holdScriptsInWorker } from "./support/service-worker.js";

// A whole tour is saved: its pages are rendered and its files fetched, on a machine Chromium shares.
test.setTimeout(180_000);
const phone = (width: number) => ({
  viewport: { width, height: 780 },
  isMobile: true,
  hasTouch: true,
});

/** A narrated tour saved, the network off, and a new page with the Terms of Use accepted. */
async function savedTourOffline(context: BrowserContext, request: APIRequestContext) {
  const { tour, stops } = await narratedTour(request);
  await saveTourThenGoOffline(context, tour.slug);
  const page = await context.newPage();
  await acceptTerms(page);
  return { tour, stops, page };
}

test.describe("320 px wide", () => {
  test.use(phone(320));

  test("offline, 'More Info' on a scanned record walks the landing flow to its stop, which plays", async ({
    context,
    request,
  }) => {
    const { tour, stops, page } = await savedTourOffline(context, request);
    // A later stop: 'Yes' leads to it, not to the start.
    const stop = stops[1]!;
    const { record } = stop;
    await open(page, `/landing/walking-tours/${record.slug}`);
    await page.getByRole("link", { name: "More Info" }).click();
    if (record.Tours.length > 1) {
      await expect(page).toHaveURL(`/landing/walking-tours/${record.id}/select-tour`);
      await page.getByRole("link", { name: tour.title }).click();
    }
    await expect(page).toHaveURL(`/landing/walking-tours/tours/${tour.slug}?record=${record.id}`);
    // The intro and the sound cue are saved once, for no record: their links take up the address's
    // record.
    const withRecord = new RegExp(`[?&]record=${record.id}(&|$)`);
    const takeTour = page.getByRole("link", { name: "Take Tour", exact: true });
    await expect(takeTour).toHaveAttribute("href", withRecord);
    await takeTour.click();
    const next = page.getByRole("link", { name: "Continue" });
    await expect(next).toHaveAttribute("href", withRecord);
    await next.click();
    await page.getByRole("link", { name: "Yes" }).click();
    await expect(page).toHaveURL(`/landing/walking-tours/tours/${tour.slug}/${stop.slug}`);
    await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
    await expect(page.getByRole("heading", { level: 1, name: "You’re offline" })).toHaveCount(0);
  });
});

test.describe("390 px wide", () => {
  test.use(phone(390));

  test("offline, taps before the saved pages' scripts run still carry the scanned record", async ({
    context,
    request,
  }) => {
    const { tour, stops, page } = await savedTourOffline(context, request);
    const release = await holdScriptsInWorker(context);
    const notRunning = () => expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    // A later stop's record: 'Take Tour', 'Continue', then the question names the scanned stop.
    const later = stops[1]!;
    await page.goto(`/landing/walking-tours/tours/${tour.slug}?record=${later.record.id}`);
    await page.getByRole("link", { name: "Take Tour", exact: true }).click();
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page.getByText(`You are at stop 2 of ${stops.length}`)).toBeVisible();
    await page.getByRole("link", { name: "Yes" }).click();
    await expect(page).toHaveURL(`/landing/walking-tours/tours/${tour.slug}/${later.slug}`);
    await notRunning();

    // The first stop's record: 'Continue' leads straight to that stop, as online.
    const first = stops[0]!;
    await page.goto(`/landing/walking-tours/tours/${tour.slug}?record=${first.record.id}`);
    await page.getByRole("link", { name: "Take Tour", exact: true }).click();
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(`/landing/walking-tours/tours/${tour.slug}/${first.slug}`);
    await notRunning();
    await release();
  });
});
