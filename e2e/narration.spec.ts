/**
 * Narration that plays: after every tap that starts or continues a tour, the stop's
 * narration is playing within 1 s of the stop showing, in person, virtually and in landing mode.
 * Each test would fail if the narration did not start: it checks the page's <audio> is not
 * paused and its time moves on. Run under Chrome on Android's autoplay policy; note that
 * Playwright's own page calls count as a user activation (see support/narration.ts), so the
 * browser's refusal is exercised in narration-refused.spec.ts, not here.
 */
import { expect, type Page, test } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS } from "./support/chromium.js";
import { open } from "./support/navigation.js";
import {
  acceptTerms,
  ANDROID_AUTOPLAY,
  expectNarrationPaused,
  expectNarrationPlaying,
  narratedTour,
  notePlayedFiles,
  openFirstNarratedStop,
  playedFiles,
} from "./support/narration.js";
import { apiRecords, apiStops, apiTours } from "./support/demo-api.js";
import { createRouteTour, deleteTour, placedRecords } from "./support/route-tour.js";

test.use({
  launchOptions: { executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, ANDROID_AUTOPLAY] },
});

const nextStop = (page: Page) => page.getByRole("button", { name: "Go To Next Stop" });
const termsModal = (page: Page) => page.getByRole("dialog", { name: "Terms of Use" });

test.describe("from the tour's intro", () => {
  test("'Take Tour' plays stop 1 in person, and the next-stop map's code comes while it plays", async ({
    page,
  }) => {
    const { tour, stops } = await narratedTour(page.request);
    const mapCode: string[] = [];
    page.on("request", (r) => void (/-map\.client/.test(r.url()) && mapCode.push(r.url())));
    await open(page, `/tours/${tour.slug}`);
    await page.waitForLoadState("networkidle");
    expect(mapCode).toEqual([]);
    await page.getByRole("link", { name: "Take Tour", exact: true }).click();
    await expect(page).toHaveURL(`/tours/${tour.slug}/${stops[0]!.slug}`);
    await expectNarrationPlaying(page, stops[0]!.siteName, stops[0]!.audio.path);
    // Warmed in idle time, so 'Go To Next Stop' does not wait for MapLibre on a slow link.
    await expect.poll(() => mapCode.length).toBeGreaterThan(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("'Take Tour Virtually' plays stop 1, and nothing of the intro on the way", async ({
    page,
  }) => {
    const { tour, stops } = await narratedTour(page.request);
    expect(tour.introAudio).not.toBe("");
    await open(page, `/tours/${tour.slug}`);
    // The intro's own file has loaded its length by then.
    await page.waitForLoadState("networkidle");
    const mp3s: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".mp3")) mp3s.push(new URL(r.url()).pathname);
    });
    await notePlayedFiles(page);
    await page.getByRole("link", { name: "Take Tour Virtually" }).click();
    await expect(page).toHaveURL(`/tours/${tour.slug}/v/${stops[0]!.slug}`);
    const story = `/media/${stops[0]!.audio.path}`;
    await expectNarrationPlaying(page, stops[0]!.siteName, stops[0]!.audio.path);
    expect(await playedFiles(page)).toEqual([story]);
    expect(new Set(mp3s)).toEqual(new Set([story]));
  });
});

test("a tap to a stop without narration starts nothing, not even the intro's file", async ({
  page,
}, testInfo) => {
  const { stops: narrated } = await narratedTour(page.request);
  const records = await placedRecords(page.request, 2);
  const tour = await createRouteTour(
    page.request,
    `silent-${testInfo.project.name}-${Date.now()}`,
    records,
    {
      introAudio: narrated[0]!.audio.path,
    },
  );
  try {
    await open(page, `/tours/${tour.slug}`);
    await notePlayedFiles(page);
    await page.getByRole("link", { name: "Take Tour Virtually" }).click();
    await expect(page).toHaveURL(`/tours/${tour.slug}/v/${tour.stops[0]!.slug}`);
    await expect(page.getByText("There is no narration here.")).toBeVisible();
    await expectNarrationPaused(page);
    expect(await playedFiles(page)).toEqual([]);
  } finally {
    await deleteTour(page.request, tour.id);
  }
});

test.describe("moving on", () => {
  test("'Go To Next Stop' plays the next stop, even after the visitor paused", async ({ page }) => {
    const { tour, stops } = await narratedTour(page.request);
    await acceptTerms(page);
    // Opened by address, no tap yet: nothing plays.
    await open(page, `/tours/${tour.slug}/v/${stops[0]!.slug}`);
    await expectNarrationPaused(page);

    await nextStop(page).click();
    await expectNarrationPlaying(page, stops[1]!.siteName, stops[1]!.audio.path);
    await page
      .getByRole("group", { name: stops[1]!.siteName })
      .getByRole("button", { name: "Pause" })
      .click();
    await expectNarrationPaused(page);

    // The paused stop does not start again on the way to the next.
    await notePlayedFiles(page);
    await nextStop(page).click();
    await expectNarrationPlaying(page, stops[2]!.siteName, stops[2]!.audio.path);
    expect(await playedFiles(page)).toEqual([`/media/${stops[2]!.audio.path}`]);
  });

  test("'Arrived' on the next-stop map plays the stop reached in person", async ({
    page,
    context,
  }) => {
    const { tour, stops } = await narratedTour(page.request);
    const [here, next] = [stops[0]!, stops[1]!];
    await acceptTerms(page);
    await context.grantPermissions(["geolocation"]);
    const { lat, lng } = here.record.Coordinates!;
    await context.setGeolocation({ latitude: lat, longitude: lng });

    await open(page, `/tours/${tour.slug}/${here.slug}`);
    await nextStop(page).click();
    const map = page.getByRole("dialog", { name: `Next stop: ${next.siteName}` });
    await map.getByRole("button", { name: "Arrived" }).click();
    await expect(page).toHaveURL(`/tours/${tour.slug}/${next.slug}`);
    await expectNarrationPlaying(page, next.siteName, next.audio.path);
  });

  test("a stop picked from 'Tour Stops' plays", async ({ page }) => {
    const { tour, stops } = await narratedTour(page.request);
    const picked = stops[2]!;
    await acceptTerms(page);
    await open(page, `/tours/${tour.slug}/v/${stops[0]!.slug}`);
    await page.locator("summary").getByText("Tour Stops", { exact: true }).click();
    await page.locator(".tour-stops").getByRole("link", { name: picked.siteName }).click();
    await expect(page).toHaveURL(`/tours/${tour.slug}/v/${picked.slug}`);
    await expectNarrationPlaying(page, picked.siteName, picked.audio.path);
  });

  test("'I Accept' plays the stop the Terms of Use hid, and nothing plays before", async ({
    page,
  }) => {
    const { stops } = await openFirstNarratedStop(page);
    await nextStop(page).click();
    await expect(termsModal(page)).toBeVisible();
    await expectNarrationPaused(page);
    await termsModal(page).getByRole("button", { name: "I Accept" }).click();
    await expectNarrationPlaying(page, stops[1]!.siteName, stops[1]!.audio.path);
  });
});

test.describe("landing mode (QR flow)", () => {
  /** A record on a tour where its stop is not the first, so 'Yes' and the start differ. */
  async function laterStop(page: Page) {
    const tours = await apiTours(page.request);
    for (const record of await apiRecords(page.request)) {
      for (const tourId of record.Tours) {
        const tour = tours.find((candidate) => candidate.id === tourId);
        if (!tour) continue;
        const stops = await apiStops(page.request, tour);
        const index = stops.findIndex((stop) => stop.recordId === record.id);
        if (index > 0 && stops[index]!.audio.path) return { record, tour, stops, index };
      }
    }
    throw new Error("The demo content has no record that is a later stop of a tour");
  }

  test("Take Tour, Continue, Yes, 'I Accept': the scanned stop plays", async ({ page }) => {
    const { record, tour, stops, index } = await laterStop(page);
    const stop = stops[index]!;
    await open(page, `/landing/walking-tours/tours/${tour.slug}?record=${record.id}`);
    await page.getByRole("link", { name: "Take Tour", exact: true }).click();
    await page.getByRole("link", { name: "Continue" }).click();
    await page.getByRole("link", { name: "Yes" }).click();
    await expect(page).toHaveURL(`/landing/walking-tours/tours/${tour.slug}/${stop.slug}`);
    await termsModal(page).getByRole("button", { name: "I Accept" }).click();
    await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
  });

  test("with the terms accepted, 'Yes' plays at once; 'Go to Start of Tour' plays stop 1", async ({
    page,
  }) => {
    const { record, tour, stops, index } = await laterStop(page);
    await acceptTerms(page);
    const backToStart = `/landing/walking-tours/back-to-start?tour=${tour.slug}&record=${record.id}`;
    await open(page, backToStart);
    await page.getByRole("link", { name: "Yes" }).click();
    await expectNarrationPlaying(page, stops[index]!.siteName, stops[index]!.audio.path);

    await open(page, backToStart);
    await page.getByRole("link", { name: "Go to Start of Tour" }).click();
    await expectNarrationPlaying(page, stops[0]!.siteName, stops[0]!.audio.path);
  });
});
