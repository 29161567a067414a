/**
 * When the browser refuses to start the narration by itself (a stop opened by a full
 * page load, no tap yet, under Chrome on Android's autoplay policy), a large 'Play the story'
 * says so, instead of a silent stop that looks as if it plays.
 */
import { expect, type Page, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { CHROME_PATH, CHROMIUM_ARGS } from "./support/chromium.js";
import {
  acceptTerms,
  ANDROID_AUTOPLAY,
  expectNarrationPaused,
  expectNarrationPlaying,
  narratedTour,
  openFirstNarratedStop,
} from "./support/narration.js";

const refusal = (page: Page) => page.getByRole("region", { name: "Narration paused" });
const playTheStory = (page: Page) => page.getByRole("button", { name: /^Play the story/ });

test.use({
  // The trace recorder's snapshots run in the page as a user activation would.
  trace: "off",
  launchOptions: { executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, ANDROID_AUTOPLAY] },
});

test.describe("under a user-gesture autoplay policy", () => {
  test("a stop opened while the tab's flag says 'playing' asks for a tap, which plays", async ({
    page,
  }) => {
    const { tour, stops } = await narratedTour(page.request);
    const stop = stops[1]!;
    await acceptTerms(page);
    // The tab's 'audio playing' flag is set (as after 'Take Tour'), but this new page has had
    // no tap: the browser refuses. Playwright's own calls into a page (locators, evaluate) count
    // as a user activation, so none is made until the page has had time to try.
    await page.addInitScript(() => sessionStorage.setItem("narration-playing", "true"));
    await page.goto(`/tours/${tour.slug}/v/${stop.slug}`);
    await page.waitForTimeout(4_000);
    await expect(refusal(page)).toBeVisible();
    await expect(refusal(page)).toContainText("waits for a tap");
    await expectNarrationPaused(page);
    const box = await playTheStory(page).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(200);
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await axeViolationsHere(page)).toEqual([]);

    await playTheStory(page).click();
    await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
  });

  test("a stop opened without ever asking to play stays quiet and shows no prompt", async ({
    page,
  }) => {
    await openFirstNarratedStop(page);
    await expectNarrationPaused(page);
    await expect(refusal(page)).toHaveCount(0);
  });
});
