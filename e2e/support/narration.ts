/**
 * Shared by the narration and QR one-tap specs: the demo content they walk through, and the one
 * check that matters to a visitor: the page's narration is really playing (not paused, and its
 * time moving on).
 */
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { apiStops, apiTours } from "./demo-api.js";
import { holdScripts, open } from "./navigation.js";
import { acceptTerms } from "./tour-page.js";

/**
 * Measured here: headless Chromium refuses play() without a user activation under its default
 * policy too, but Playwright's own calls into a page (locators, evaluate, and the trace
 * recorder's snapshots) give the page one. A test of the refusal must turn tracing off and make
 * no call before the page has tried to play.
 *
 * Chrome on Android's autoplay policy: a file starts only from a tap's activation (a document
 * that was merely touched earlier does not count). Stricter than desktop Chrome's default, so
 * passing under it means every entry path really starts from its tap.
 */
export const ANDROID_AUTOPLAY = "--autoplay-policy=user-gesture-required";

/** A demo tour of three or more placed stops, each with narration, and its stops in order. */
export async function narratedTour(request: APIRequestContext) {
  for (const tour of await apiTours(request)) {
    if (tour.stopIds.length < 3) continue;
    const stops = await apiStops(request, tour);
    if (stops.every((stop) => stop.audio.path && stop.record.Coordinates)) return { tour, stops };
  }
  throw new Error("The demo content has no tour of three narrated, placed stops");
}

/**
 * Taps 'Take Tour' on narratedTour()'s intro before the intro's scripts have run: the link loads
 * stop 1's whole page, as it would without scripts (they run there). Answers stop 1 once open.
 */
export async function takeTourBeforeScripts(page: Page) {
  const { tour, stops } = await narratedTour(page.request);
  const release = await holdScripts(page);
  await page.goto(`/tours/${tour.slug}`, { waitUntil: "domcontentloaded" });
  await page.getByRole("link", { name: "Take Tour", exact: true }).click();
  release();
  await page.waitForURL(`**/tours/${tour.slug}/${stops[0]!.slug}`);
  return stops[0]!;
}

/** Opens the first stop of narratedTour(), in virtual mode; answers the tour and its stops. */
export async function openFirstNarratedStop(page: Page) {
  const { tour, stops } = await narratedTour(page.request);
  await open(page, `/tours/${tour.slug}/v/${stops[0]!.slug}`);
  return { tour, stops };
}

const audio = (page: Page) => page.locator("audio");

export const audioState = (page: Page) =>
  audio(page).evaluate((element: HTMLAudioElement) => ({
    paused: element.paused,
    currentTime: element.currentTime,
    src: element.getAttribute("src") ?? "",
  }));

/**
 * The stop named `siteName` shows, its narration starts within `withinMs` of that, and its time
 * moves on (a play() the browser refused leaves it paused at 0).
 */
export async function expectNarrationPlaying(
  page: Page,
  siteName: string,
  audioPath: string,
  // Playing within 1 s of the stop showing.
  withinMs = 1_000,
): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: siteName, exact: true })).toBeVisible();
  // Watched in the page itself, every frame: polling from here would add a round trip to the
  // browser per look, which on a loaded machine eats much of the second.
  await page.waitForFunction(() => document.querySelector("audio")?.paused === false, undefined, {
    timeout: withinMs,
    polling: "raf",
  });
  const { currentTime, src } = await audioState(page);
  expect(src).toBe(`/media/${audioPath}`);
  await expect
    .poll(async () => (await audioState(page)).currentTime, { timeout: 5_000 })
    .toBeGreaterThan(currentTime + 0.2);
  await expect(page.getByRole("region", { name: "Narration paused" })).toHaveCount(0);
}

/** Paused, and stays paused: no narration sneaks in. */
export async function expectNarrationPaused(page: Page): Promise<void> {
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  const { currentTime } = await audioState(page);
  await page.waitForTimeout(400);
  expect((await audioState(page)).currentTime).toBe(currentTime);
}

export { acceptTerms } from "./tour-page.js";

/** Takes a narrated tour virtually from its intro, so stop 1's narration plays. */
export async function startVirtually(page: Page) {
  const { tour, stops } = await narratedTour(page.request);
  await acceptTerms(page);
  await open(page, `/tours/${tour.slug}`);
  await page.getByRole("link", { name: "Take Tour Virtually" }).click();
  await expectNarrationPlaying(page, stops[0]!.siteName, stops[0]!.audio.path);
  return { tour, stops };
}

/**
 * From now on, the page notes each file its narration starts playing (the element's `play`
 * events, caught on the way down to it); `playedFiles` reads them. A tap that leads to another
 * screen must not start the screen it leaves, even for a moment.
 */
export const notePlayedFiles = (page: Page) =>
  page.evaluate(() => {
    const played: string[] = [];
    (window as unknown as { playedFiles: string[] }).playedFiles = played;
    document.addEventListener(
      "play",
      (event) => {
        if (event.target instanceof HTMLAudioElement) {
          played.push(event.target.getAttribute("src") ?? "");
        }
      },
      { capture: true },
    );
  });

export const playedFiles = (page: Page) =>
  page.evaluate(() => (window as unknown as { playedFiles: string[] }).playedFiles);
