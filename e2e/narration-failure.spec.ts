/**
 * A narration that cannot load (no signal, a broken file) on a small phone at the largest text
 * size: the player says so on a line of its own inside its card, says what to do instead, and the
 * page stays as wide as the screen. Play tries the file again once it can be had.
 */
import { expect, type Page, test } from "@playwright/test";
import { open } from "./support/navigation.js";
import { acceptTerms, narratedTour } from "./support/narration.js";

const MP3 = /\.mp3(\?|$)/;

// Nothing between the page and the route that refuses the file (a worker would answer it).
test.use({ serviceWorkers: "block" });

test.beforeEach(async ({ page }) => {
  await acceptTerms(page);
  await page.addInitScript(() => localStorage.setItem("text-size", "2"));
});

/** Left and right edges of what `selector` matches, and its width. */
const edges = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left, right: box.right, width: box.width };
  });

for (const { width, height } of [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px and the largest text, a failed narration keeps the player on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.route(MP3, (route) => route.abort());
    const { tour, stops } = await narratedTour(page.request);
    await open(page, `/tours/${tour.slug}/v/${stops[1]!.slug}`);
    const player = page.getByRole("group", { name: stops[1]!.siteName });
    const message = player.getByRole("status");
    await expect(message).toHaveText(
      "The narration could not be loaded. Press Play to try again, or read along below.",
    );
    await player.scrollIntoViewIfNeeded();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const card = await edges(page, ".audio-player");
    expect(card.left).toBeGreaterThanOrEqual(0);
    expect(card.right).toBeLessThanOrEqual(width);
    for (const part of [
      ".audio-player__message",
      ".audio-player__seek",
      ".audio-player__time--remaining",
    ]) {
      const box = await edges(page, part);
      expect(box.left, part).toBeGreaterThanOrEqual(card.left);
      expect(box.right, part).toBeLessThanOrEqual(card.right);
    }
    // A line wide enough to read: not squeezed beside the buttons.
    expect((await edges(page, ".audio-player__message")).width).toBeGreaterThan(card.width * 0.8);
    // What it points to is there.
    await expect(player.getByRole("button", { name: "Read along" })).toBeVisible();

    // Without a connection, it says so.
    await page.context().setOffline(true);
    await expect(message).toHaveText(
      "The narration could not be loaded: no connection. Read along below, or press Play to try again when you have signal.",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.context().setOffline(false);
  });
}

test("Play loads a failed narration again, once the file can be had", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.route(MP3, (route) => route.abort());
  const { tour, stops } = await narratedTour(page.request);
  await open(page, `/tours/${tour.slug}/v/${stops[1]!.slug}`);
  const player = page.getByRole("group", { name: stops[1]!.siteName });
  await expect(player.getByRole("status")).toContainText("The narration could not be loaded.");

  await page.unroute(MP3);
  await player.getByRole("button", { name: "Play", exact: true }).click();
  await page.waitForFunction(() => document.querySelector("audio")?.paused === false);
  await expect(player.getByText("could not be loaded")).toHaveCount(0);
});
