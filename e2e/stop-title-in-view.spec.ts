/**
 * Moving from stop to stop while the narration plays: focus lands on the new stop's title and the
 * visitor sees it whole, below the sticky header and above the narration docked at the foot of the
 * screen (WCAG 2.4.11), at the top of the room left between them when the page had to scroll to
 * it, on a desk's screen and on phones at every text size.
 */
import { expect, type Page, test } from "@playwright/test";
import { startVirtually } from "./support/narration.js";
import { heading, nextStopButton } from "./support/tour-page.js";

/**
 * How many pixels of the focused h1 are out of sight: above the header or the screen's top, below
 * the screen's foot or under the docked narration. Read in the page, all in one look.
 */
const hiddenPixelsOfFocusedTitle = (page: Page) =>
  page.evaluate(() => {
    const title = document.activeElement;
    if (title?.tagName !== "H1") return -1;
    const box = title.getBoundingClientRect();
    const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
    const dock = document.querySelector(".audio-dock");
    const dockTop = dock?.checkVisibility() ? dock.getBoundingClientRect().top : innerHeight;
    const ceiling = Math.max(header, 0);
    const floor = Math.min(dockTop, innerHeight);
    return Math.max(0, ceiling - box.top) + Math.max(0, box.bottom - floor);
  });

/** Focus is on the stop's title, and all of it shows. */
async function expectTitleInSight(page: Page, siteName: string) {
  await expect(heading(page, siteName)).toBeFocused();
  // Less than a pixel: a title's edge may fall between two.
  await expect.poll(() => hiddenPixelsOfFocusedTitle(page), siteName).toBeLessThan(1);
}

/**
 * How far below the top of the room under the header the focused title stands, on a page that had
 * to be scrolled to show it (0 on a page left at its top, whatever shows above the title there).
 */
const belowTheTop = (page: Page) =>
  page.evaluate(() => {
    const room = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    return scrollY === 0 ? 0 : document.activeElement!.getBoundingClientRect().top - room;
  });

/** Every way on to another stop: Go To Next Stop to the end, a stop from Tour Stops, and back. */
async function walkTheStops(page: Page, stops: { siteName: string }[]) {
  for (const stop of stops.slice(1)) {
    await nextStopButton(page).click();
    await expectTitleInSight(page, stop.siteName);
    // The stop is read from its title: scrolled just enough to show it at the foot of the
    // screen, the last photo's caption once stood above it and was read first.
    await expect.poll(() => belowTheTop(page), stop.siteName).toBeLessThan(1);
  }
  await page.locator("summary").getByText("Tour Stops", { exact: true }).click();
  await page
    .locator("details[open]")
    .getByRole("link", { name: stops[0]!.siteName, exact: true })
    .click();
  await expectTitleInSight(page, stops[0]!.siteName);
  await page.goBack();
  await expectTitleInSight(page, stops.at(-1)!.siteName);
}

for (const desk of [
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
]) {
  test.describe(`on a desk's screen of ${desk.width}×${desk.height}`, () => {
    test.skip(({ isMobile }) => isMobile, "a desk's screen");
    test.use({ viewport: desk });

    test("each stop's title shows above the docked narration", async ({ page }) => {
      const { stops } = await startVirtually(page);
      await walkTheStops(page, stops);
    });
  });
}

const PHONES = [
  { width: 360, height: 740, textSize: "2", name: "360 px at the largest text size" },
  { width: 320, height: 740, textSize: "0", name: "320 px at the normal text size" },
  { width: 320, height: 740, textSize: "2", name: "320 px at the largest text size" },
  { width: 195, height: 422, textSize: "2", name: "390 px at 200 % zoom and the largest text" },
];

for (const phone of PHONES) {
  test.describe(`on a phone of ${phone.name}`, () => {
    test.skip(({ isMobile }) => !isMobile, "a phone's screen");
    test.use({ viewport: { width: phone.width, height: phone.height } });

    test("each stop's title shows above the docked narration", async ({ page }) => {
      await page.addInitScript((size) => localStorage.setItem("text-size", size), phone.textSize);
      const { stops } = await startVirtually(page);
      // On the smallest screen the title at the top leaves the full player below: it is docked.
      if (phone.height < 500) {
        await expect(page.getByRole("region", { name: "Now playing" })).toBeVisible();
      }
      await walkTheStops(page, stops);
    });
  });
}
