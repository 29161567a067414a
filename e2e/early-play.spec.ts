/**
 * The player's Play before the tour screen's scripts have run (a slow phone, a saved tour opened
 * offline): the page's scripts are held back here, so the tap lands on the server's HTML. It
 * plays the narration at once; once the scripts run, the player carries on with it (one audio
 * element, Pause shown) and the 'audio playing' flag is set, so the next stop plays by itself.
 * 'Take Tour' then opens stop 1 playing, and 'Go To Next Stop' is kept until the page runs.
 */
import { expect, type Page, test } from "@playwright/test";
import { holdScripts } from "./support/navigation.js";
import {
  acceptTerms,
  audioState,
  expectNarrationPaused,
  expectNarrationPlaying,
  narratedTour,
  takeTourBeforeScripts,
} from "./support/narration.js";

const player = (page: Page, siteName: string) => page.getByRole("group", { name: siteName });

test("Play before the page runs: the narration plays, and plays on once the page has taken over", async ({
  page,
}) => {
  const { tour, stops } = await narratedTour(page.request);
  const [first, second] = [stops[0]!, stops[1]!];
  await acceptTerms(page);
  const release = await holdScripts(page);
  await page.goto(`/tours/${tour.slug}/v/${first.slug}`, { waitUntil: "domcontentloaded" });

  await player(page, first.siteName).getByRole("button", { name: "Play" }).click();
  await expectNarrationPlaying(page, first.siteName, first.audio.path);
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  const reached = (await audioState(page)).currentTime;

  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(player(page, first.siteName).getByRole("button", { name: "Pause" })).toBeVisible();
  await expect(page.locator("audio")).toHaveCount(1);
  await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(reached);
  expect((await audioState(page)).paused).toBe(false);

  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  await expectNarrationPlaying(page, second.siteName, second.audio.path);
});

test("Play then Pause before the page runs: it stays paused once the page has taken over", async ({
  page,
}) => {
  const { tour, stops } = await narratedTour(page.request);
  const first = stops[0]!;
  await acceptTerms(page);
  const release = await holdScripts(page);
  await page.goto(`/tours/${tour.slug}/v/${first.slug}`, { waitUntil: "domcontentloaded" });

  const toggle = player(page, first.siteName).locator("[data-early-play]");
  await toggle.click();
  await expectNarrationPlaying(page, first.siteName, first.audio.path);
  await expect(toggle).toHaveAccessibleName("Pause");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Play");
  await expectNarrationPaused(page);

  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(player(page, first.siteName).getByRole("button", { name: "Play" })).toBeEnabled();
  await expectNarrationPaused(page);
});

test("'Take Tour' before the intro runs: stop 1 opens with its narration playing", async ({
  page,
}) => {
  const first = await takeTourBeforeScripts(page);
  await expectNarrationPlaying(page, first.siteName, first.audio.path, 5_000);
});

test.describe("'Go To Next Stop' before the page runs is kept, and made once it does", () => {
  test("virtually: the next stop, its narration playing", async ({ page }) => {
    const { tour, stops } = await narratedTour(page.request);
    const [first, second] = [stops[0]!, stops[1]!];
    await acceptTerms(page);
    const release = await holdScripts(page);
    await page.goto(`/tours/${tour.slug}/v/${first.slug}`, { waitUntil: "domcontentloaded" });
    const next = page.getByRole("button", { name: "Go To Next Stop" });
    await next.click();
    await expect(next).toHaveAttribute("data-early-taken", "");
    await expect(page).toHaveURL(`/tours/${tour.slug}/v/${first.slug}`);
    release();
    await expect(page).toHaveURL(`/tours/${tour.slug}/v/${second.slug}`);
    await expectNarrationPlaying(page, second.siteName, second.audio.path, 5_000);
  });

  test("in person: the next-stop map", async ({ page }) => {
    const { tour, stops } = await narratedTour(page.request);
    const [first, second] = [stops[0]!, stops[1]!];
    const release = await holdScripts(page);
    await page.goto(`/tours/${tour.slug}/${first.slug}`, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Go To Next Stop" }).click();
    release();
    await expect(page.getByRole("dialog", { name: `Next stop: ${second.siteName}` })).toBeVisible();
  });
});
