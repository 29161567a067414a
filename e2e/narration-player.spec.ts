/**
 * The narration player: the mini-player docked at the bottom while the narrative
 * scrolls, playback speed remembered, and 'Read along' with the narration's transcript. Checked at the
 * widths of small phones (320 px) and common ones (390 px).
 */
import { expect, type Page, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { brokenWords } from "./support/broken-words.js";
import { policyViolations } from "./support/csp.js";
import { open } from "./support/navigation.js";
import {
  acceptTerms,
  audioState,
  expectNarrationPaused,
  expectNarrationPlaying,
  narratedTour,
  startVirtually,
} from "./support/narration.js";

const miniPlayer = (page: Page) => page.getByRole("region", { name: "Now playing" });
const playbackRate = (page: Page) =>
  page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.playbackRate);

async function expectTapTarget(page: Page, name: string | RegExp) {
  const box = await page.getByRole("button", { name }).boundingBox();
  expect(box, String(name)).not.toBeNull();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test("the mini-player docks at the bottom while the page scrolls, and drives the narration", async ({
      page,
    }) => {
      const violations = policyViolations(page);
      const { stops } = await startVirtually(page);
      const player = page.getByRole("group", { name: stops[0]!.siteName });
      await player.scrollIntoViewIfNeeded();
      // The seek bar fills as the narration plays (its width set by script, which the policy allows).
      await expect
        .poll(() => player.locator(".audio-player__played").evaluate((bar) => bar.clientWidth))
        .toBeGreaterThan(0);
      expect(violations).toEqual([]);
      await expect(miniPlayer(page)).toHaveCount(0);

      // Reading the whole narrative, above the player.
      await page.getByRole("button", { name: "View More" }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(player).not.toBeInViewport();
      const mini = miniPlayer(page);
      await expect(mini).toBeVisible();
      await expect(mini).toContainText(stops[0]!.siteName);
      await expect(mini.getByRole("progressbar", { name: "Narration progress" })).toBeVisible();
      const box = (await mini.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(740 + 1);
      expect(box.y).toBeGreaterThan(740 - 120);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectTapTarget(page, "Pause narration");

      await mini.getByRole("button", { name: "Pause narration" }).click();
      await expectNarrationPaused(page);
      await mini.getByRole("button", { name: "Play narration" }).click();
      await expect.poll(async () => (await audioState(page)).paused).toBe(false);
      expect(await axeViolationsHere(page)).toEqual([]);

      await player.scrollIntoViewIfNeeded();
      await expect(miniPlayer(page)).toHaveCount(0);
    });

    test("playback speed from 0.75× to 2×, kept from stop to stop and on the next visit", async ({
      page,
    }) => {
      const { stops } = await startVirtually(page);
      const speed = page.getByRole("combobox", { name: "Speed" });
      await expect(speed.locator("option")).toHaveText([
        "0.75×",
        "1×",
        "1.25×",
        "1.5×",
        "1.75×",
        "2×",
      ]);
      const box = (await speed.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);

      await speed.selectOption({ label: "1.5×" });
      await expect.poll(() => playbackRate(page)).toBe(1.5);
      await page.getByRole("button", { name: "Go To Next Stop" }).click();
      await expectNarrationPlaying(page, stops[1]!.siteName, stops[1]!.audio.path);
      expect(await playbackRate(page)).toBe(1.5);

      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(speed).toHaveValue("1.5");
      await expect.poll(() => playbackRate(page)).toBe(1.5);
      await speed.selectOption({ label: "0.75×" });
      await expect.poll(() => playbackRate(page)).toBe(0.75);
    });

    test("'Read along' opens the narration's transcript, and gives focus back", async ({
      page,
    }) => {
      const { stops } = await startVirtually(page);
      const readAlong = page.getByRole("button", { name: "Read along" });
      await expectTapTarget(page, "Read along");
      await readAlong.click();
      const dialog = page.getByRole("dialog", { name: "Transcript" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(stops[0]!.siteName);
      const { transcript } = stops[0]!.audio;
      expect(transcript).not.toBe("");
      const lastWords = transcript.trim().split(/\s+/).slice(-6).join(" ");
      await expect(dialog).toContainText(lastWords);
      await expect(dialog.getByRole("button", { name: "Close the transcript" })).toBeFocused();
      await expectTapTarget(page, "Close the transcript");
      expect(await axeViolationsHere(page)).toEqual([]);
      // The narration goes on while the visitor reads.
      expect((await audioState(page)).paused).toBe(false);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(readAlong).toBeFocused();
      await readAlong.click();
      await dialog.getByRole("button", { name: "Close the transcript" }).click();
      await expect(dialog).toBeHidden();
    });
  });
}

test("the page keeps its length when the mini-player docks, so a tap at its foot lands where aimed", async ({
  page,
}) => {
  // Embedded: no site footer below the stop, so the page ends right after its last control.
  const { tour, stops } = await narratedTour(page.request);
  await acceptTerms(page);
  await open(page, `/tours/${tour.slug}/v/${stops[0]!.slug}?embed=1`);
  await page.setViewportSize({ width: 360, height: 640 });
  const length = () => page.evaluate(() => document.documentElement.scrollHeight);
  // The whole narrative open: above and below the full player, it is out of view.
  await page.getByRole("button", { name: "View More" }).click();
  await page.getByRole("group", { name: stops[0]!.siteName }).scrollIntoViewIfNeeded();
  await expect(miniPlayer(page)).toHaveCount(0);
  const undocked = await length();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(miniPlayer(page)).toBeVisible();
  expect(await length()).toBe(undocked);
  // At the very end the last control is clear of the dock, when it shows.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The dock follows the scroll a frame or so later: each look reads both at once, in the page.
  const clearOfDock = () =>
    page.evaluate(() => {
      const dock = document.querySelector(".mini-player");
      const next = [...document.querySelectorAll("button")].find(
        (button) => button.textContent?.trim() === "Go To Next Stop",
      );
      if (!dock?.checkVisibility()) return true;
      return next!.getBoundingClientRect().bottom <= dock.getBoundingClientRect().top;
    });
  await expect.poll(clearOfDock).toBe(true);
  expect(await length()).toBe(undocked);
});

// On a 320 px phone and a 390 px one at 200 % zoom (195 px, where the name once read "Scher…").
for (const [width, height] of [
  [320, 568],
  [195, 422],
] as const) {
  test(`at the largest text at ${width} × ${height}, the mini-player shows the stop's whole name`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => localStorage.setItem("text-size", "2"));
    const { tour, stops } = await narratedTour(page.request);
    await acceptTerms(page);
    const dock = () =>
      page.evaluate(() => {
        const title = document.querySelector(".mini-player__title")!;
        const box = document.querySelector(".audio-dock")!.getBoundingClientRect();
        const inside = (selector: string) => {
          const part = document.querySelector(selector)!.getBoundingClientRect();
          return part.left >= box.left && part.right <= box.right && part.top >= box.top;
        };
        return {
          // Cut short (one line once showed "Ryman Audi…"), its text would run past its box.
          cut: title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth,
          height: Math.round(box.height),
          published: parseFloat(
            document.documentElement.style.getPropertyValue("--audio-dock-height"),
          ),
          controls: inside(".mini-player__toggle") && inside(".mini-player__progress"),
        };
      });
    const docked = async (path: string) => {
      await open(page, path);
      await page.evaluate(() => window.scrollTo(0, 0));
      if (!(await miniPlayer(page).isVisible())) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      }
      await expect(miniPlayer(page)).toBeVisible();
      return dock();
    };
    const title = page.locator(".mini-player__title");

    const stop = await docked(`/tours/${tour.slug}/v/${stops[0]!.slug}`);
    await expect(miniPlayer(page)).toContainText(stops[0]!.siteName);
    expect(stop.cut).toBe(false);
    expect(await brokenWords(page, title), "the stop's name").toEqual([]);
    expect(stop.controls, "play/pause and progress in the dock").toBe(true);
    expect(Math.round(stop.published)).toBe(stop.height);
    // A long title takes two lines at most: the dock is the same height for it.
    const outro = await docked(`/tours/${tour.slug}/outro`);
    expect(await brokenWords(page, title), "the outro's title").toEqual([]);
    expect(outro.controls, "play/pause and progress in the dock").toBe(true);
    expect(outro.height).toBe(stop.height);
    expect(Math.round(outro.published)).toBe(outro.height);
  });
}
