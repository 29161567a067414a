/**
 * 'Hear the Story' before the welcome page's scripts have run: the page's scripts are held back
 * here, so every tap lands on the server's HTML. The tap (and 'I Accept', asked there on a first
 * visit) starts the narration at once; once the scripts run, the page carries on as if its own
 * handler had taken the tap: the stop in landing mode, the same narration playing on, one audio
 * element, the terms remembered, each analytics event sent once. Without JavaScript the button is
 * a link to the stop.
 */
import { expect, type Page, test } from "@playwright/test";
import { recordEvents } from "./support/analytics.js";
import { holdScripts } from "./support/navigation.js";
import { audioState, expectNarrationPlaying } from "./support/narration.js";
import { type ApiStop } from "./support/demo-api.js";
import {
  acceptButton,
  pick,
  stopUrl,
  storyButton,
  tapStoryToTerms,
  termsModal,
  toursOf,
} from "./support/placements.js";

const welcomeOf = (slug: string) => `/landing/walking-tours/${slug}`;

const expectNotHydrated = async (page: Page) =>
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

/** Playing on the page as it is (its time moving on); returns the time reached. */
async function expectSoundHere(page: Page): Promise<number> {
  await page.waitForFunction(() => document.querySelector("audio")?.paused === false, undefined, {
    timeout: 5_000,
    polling: "raf",
  });
  const { currentTime } = await audioState(page);
  await expect
    .poll(async () => (await audioState(page)).currentTime, { timeout: 5_000 })
    .toBeGreaterThan(currentTime + 0.2);
  return (await audioState(page)).currentTime;
}

/**
 * Once the scripts run: the stop in landing mode, its narration playing on from `reached` (not
 * started again) on the page's one audio element, which the stop's player drives (mini-player).
 */
async function expectStopCarriesOn(page: Page, url: string, stop: ApiStop, reached: number) {
  await expect(page).toHaveURL(url);
  await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
  await expect(page.locator("audio")).toHaveCount(1);
  expect((await audioState(page)).currentTime).toBeGreaterThan(reached);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const mini = page.getByRole("region", { name: "Now playing" });
  await expect(mini).toContainText(stop.siteName);
  await expect(mini.getByRole("button", { name: "Pause narration" })).toBeVisible();
}

for (const width of [360, 320]) {
  test(`first visit at ${width} px: 'Hear the Story' and 'I Accept' play before the page runs`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const single = await pick(page.request, (p) => toursOf(p) === 1 && p.index > 0);
    const stop = single.stops[single.index]!;
    const events = await recordEvents(page, (event) => `${event.category} ${event.action}`);
    const release = await holdScripts(page);
    await page.goto(welcomeOf(single.record.slug), { waitUntil: "domcontentloaded" });

    await tapStoryToTerms(page, stop.audio.path);
    await acceptButton(page).click();
    await expect(termsModal(page)).toBeHidden();
    const reached = await expectSoundHere(page);
    await expectNotHydrated(page);
    await expect(page).toHaveURL(welcomeOf(single.record.slug));
    expect(await page.evaluate(() => localStorage.getItem("tos"))).toBe("true");

    release();
    await expectStopCarriesOn(page, stopUrl(single), stop, reached);
    await expect(page.getByText("Please accept the Terms of Use")).toHaveCount(0);
    await expect(termsModal(page)).toBeHidden();
    await expect
      .poll(() => events.filter((event) => event.startsWith("LandingPage HearStory")))
      .toHaveLength(1);
    expect(events.filter((event) => event === "Tour TermsAccepted")).toHaveLength(1);
  });
}

test("returning visit: one tap plays before the page runs, the stop follows", async ({ page }) => {
  const single = await pick(page.request, (p) => toursOf(p) === 1 && p.index > 0);
  const stop = single.stops[single.index]!;
  await page.addInitScript(() => window.localStorage.setItem("tos", "true"));
  const events = await recordEvents(page, (event) => `${event.category} ${event.action}`);
  const release = await holdScripts(page);
  await page.goto(welcomeOf(single.record.slug), { waitUntil: "domcontentloaded" });

  await storyButton(page).click();
  // A second tap neither starts it again nor counts twice.
  await storyButton(page).click();
  await expect(termsModal(page)).toBeHidden();
  const reached = await expectSoundHere(page);
  await expectNotHydrated(page);

  release();
  await expectStopCarriesOn(page, stopUrl(single), stop, reached);
  await expect
    .poll(() => events.filter((event) => event === "LandingPage HearStory"))
    .toHaveLength(1);
  expect(events).not.toContain("Tour TermsAccepted");
});

test("a tap as soon as the page shows: its scripts wait until the narration sounds", async ({
  page,
}) => {
  // On a slow link the scripts would share it with the narration the tap asks for.
  const single = await pick(page.request, (p) => toursOf(p) === 1 && p.index > 0);
  const stop = single.stops[single.index]!;
  await page.addInitScript(() => {
    localStorage.setItem("tos", "true");
    document.addEventListener(
      "playing",
      () => ((window as { soundingAt?: number }).soundingAt ??= performance.now()),
      true,
    );
  });
  await page.goto(welcomeOf(single.record.slug), { waitUntil: "commit" });
  await storyButton(page).click();
  const reached = await expectSoundHere(page);
  await expectStopCarriesOn(page, stopUrl(single), stop, reached);
  const { soundingAt, scriptsAt } = await page.evaluate(() => ({
    soundingAt: (window as { soundingAt?: number }).soundingAt ?? Infinity,
    scriptsAt: Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(scriptsAt).toBeGreaterThanOrEqual(soundingAt);
});

test("the terms closed before the page runs: nothing plays; once it runs they are asked again", async ({
  page,
}) => {
  const single = await pick(page.request, (p) => toursOf(p) === 1 && p.index > 0);
  const stop = single.stops[single.index]!;
  const welcome = welcomeOf(single.record.slug);
  const release = await holdScripts(page);
  await page.goto(welcome, { waitUntil: "domcontentloaded" });

  await storyButton(page).click();
  await termsModal(page).getByRole("button", { name: "Close" }).click();
  await expect(termsModal(page)).toBeHidden();
  await expect(storyButton(page)).toBeFocused();
  await expect.poll(() => audioState(page)).toMatchObject({ paused: true, src: "" });
  // Asked again, and left open while the page starts to run: the page's own modal from then on.
  await storyButton(page).click();
  await expect(termsModal(page)).toBeVisible();
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(termsModal(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(termsModal(page)).toBeHidden();
  await expect(storyButton(page)).toBeFocused();
  await expect.poll(() => audioState(page)).toMatchObject({ paused: true, src: "" });
  await expect(page).toHaveURL(welcome);

  await storyButton(page).click();
  await acceptButton(page).click();
  await expect(page).toHaveURL(stopUrl(single));
  await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
  await expect(page.locator("audio")).toHaveCount(1);
});

test("a record on several tours: a tour's button before the page runs plays that tour's stop", async ({
  page,
}) => {
  // The last tour by title: the tap must lead to the tour tapped, not to the first.
  const several = await pick(page.request, (p, all) => {
    const titles = all.filter((o) => o.record.id === p.record.id).map((o) => o.tour.title);
    return toursOf(p) > 1 && titles.sort((x, y) => x.localeCompare(y)).at(-1) === p.tour.title;
  });
  const stop = several.stops[several.index]!;
  await page.addInitScript(() => localStorage.setItem("tos", "true"));
  const events = await recordEvents(page, (event) => `${event.category} ${event.action}`);
  const release = await holdScripts(page);
  await page.goto(welcomeOf(several.record.slug), { waitUntil: "domcontentloaded" });
  await page.getByRole("link", { name: `Hear the Story on ${several.tour.title}` }).click();
  await expectNotHydrated(page);
  const reached = await expectSoundHere(page);
  release();
  await expectStopCarriesOn(page, stopUrl(several), stop, reached);
  await expect
    .poll(() => events.filter((event) => event.startsWith("LandingPage ")).sort())
    .toEqual(["LandingPage HearStory", "LandingPage TourSelected", "LandingPage Welcome"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Hear the Story' is a link to the stop", async ({ page }) => {
    // A tour's first stop: a later one stays behind the Terms of Use, which need the scripts.
    const single = await pick(page.request, (p) => toursOf(p) === 1 && p.index === 0);
    const stop = single.stops[single.index]!;
    await page.goto(welcomeOf(single.record.slug));
    await storyButton(page).click();
    await expect(page).toHaveURL(stopUrl(single));
    await expect(page.getByRole("heading", { level: 1, name: stop.siteName })).toBeVisible();
  });
});
