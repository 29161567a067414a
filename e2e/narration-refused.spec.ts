/**
 * When the browser refuses to start the narration by itself (a stop opened by a full
 * page load, no tap yet, under Chrome on Android's autoplay policy), a large 'Play the story'
 * says so, instead of a silent stop that looks as if it plays. A stop opened by GPS arrival long
 * after the last tap plays by itself: the one narration element a tap started may play on.
 */
import { expect, type Page, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { CHROME_PATH, CHROMIUM_ARGS } from "./support/chromium.js";
import { placedTour, placeOf, shortOf, standAt } from "./support/geo.js";
import { open } from "./support/navigation.js";
import {
  acceptTerms,
  ANDROID_AUTOPLAY,
  expectNarrationPaused,
  expectNarrationPlaying,
  narratedTour,
  openFirstNarratedStop,
  takeTourBeforeScripts,
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

  test("'Take Tour' tapped before the intro runs opens stop 1 asking for a tap, which plays", async ({
    page,
  }) => {
    // A new page, which this policy lets play only from a tap of its own.
    const first = await takeTourBeforeScripts(page);
    await page.waitForTimeout(4_000);
    await expect(refusal(page)).toBeVisible();
    await playTheStory(page).click();
    await expectNarrationPlaying(page, first.siteName, first.audio.path);
  });

  test("a stop opened without ever asking to play stays quiet and shows no prompt", async ({
    page,
  }) => {
    await openFirstNarratedStop(page);
    await expectNarrationPaused(page);
    await expect(refusal(page)).toHaveCount(0);
  });
});

test.describe("a stop opened by GPS arrival, long after the last tap", () => {
  test("plays by itself: the player a tap started keeps the browser's leave to play", async ({
    page,
    context,
  }) => {
    const { tour, stops } = await placedTour(page.request);
    const [here, next] = [placeOf(stops[0]), placeOf(stops[1])];
    await acceptTerms(page);
    await page.addInitScript(() => {
      localStorage.setItem("auto-open-stops", "true");
      // When each file started playing, noted by the page itself.
      const started: { at: number; src: string }[] = [];
      Object.assign(window, { started });
      document.addEventListener(
        "playing",
        (event) => {
          const audio = event.target as HTMLAudioElement;
          started.push({ at: Date.now(), src: audio.currentSrc });
        },
        true,
      );
    });
    await context.grantPermissions(["geolocation"]);
    // Between the first two stops, out of reach of both.
    await standAt(context, shortOf(here, next, 200));
    await open(page, `/tours/${tour.slug}`);
    await page.getByRole("link", { name: "Take Tour", exact: true }).click();
    await expectNarrationPlaying(page, stops[0]!.siteName, stops[0]!.audio.path);
    // The visitor walks on with the phone in a pocket: no tap, and no call into the page (each
    // counts as one) until the next stop has opened. A tap's activation lasts 5 s.
    await page.waitForTimeout(6_000);
    await standAt(context, shortOf(here, next, 10));
    await expect(page).toHaveURL(new RegExp(`/${stops[1]!.slug}$`), { timeout: 15_000 });
    await page.waitForTimeout(2_000);
    const firstCall = Date.now();
    const started = await page.evaluate(
      () => (window as unknown as { started: { at: number; src: string }[] }).started,
    );
    const second = started.filter((s) => s.src.endsWith(stops[1]!.audio.path));
    expect(second.length).toBeGreaterThan(0);
    expect(second[0]!.at).toBeLessThan(firstCall);
    await expect(refusal(page)).toHaveCount(0);
    await expectNarrationPlaying(page, stops[1]!.siteName, stops[1]!.audio.path);
  });
});
