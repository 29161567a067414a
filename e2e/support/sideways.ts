/**
 * Sideways scrolling on a small screen (a 390 px phone at 200 % zoom is 195 px wide): what runs
 * past the screen's right edge. Read with every <details> of the page open (the stop's 'Tour Stops'
 * list, the FAQ's answers, the transcript shown before the scripts run), as a visitor may open them.
 */
import { expect, type Page } from "@playwright/test";
import { holdScripts, open } from "./navigation.js";

/**
 * The page wider than the screen, each box that scrolls sideways inside it (the menu's panel),
 * and each element whose right edge lies past the screen's, the outermost of each run only.
 * Not counted: what is visually hidden, or clipped by a box that does not scroll (a carousel's
 * other slides).
 */
export const sidewaysOverflow = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
    const edge = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} ` +
      `"${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > edge) found.push(`the page is ${scrollWidth} px wide`);
    const past = (element: Element) => element.getBoundingClientRect().right > edge + 0.5;
    for (const element of document.body.querySelectorAll("*")) {
      if (!element.checkVisibility() || element.closest(".visually-hidden")) continue;
      const overflowX = getComputedStyle(element).overflowX;
      if (/auto|scroll/.test(overflowX) && element.scrollWidth > element.clientWidth + 1)
        found.push(
          `${name(element)} scrolls sideways by ${element.scrollWidth - element.clientWidth} px`,
        );
      const parent = element.parentElement!;
      if (!past(element) || past(parent)) continue;
      let clipped = false;
      for (let box = parent; box !== document.body && !clipped; box = box.parentElement!)
        clipped = getComputedStyle(box).overflowX !== "visible";
      if (!clipped)
        found.push(
          `${name(element)} ends at ${Math.round(element.getBoundingClientRect().right)} px`,
        );
    }
    return found;
  });

/**
 * Opens `path` and finds nothing running past the screen: as the server sent it, before the
 * scripts run (a slow phone shows it for seconds), then once they have, from a fresh load.
 * For a test without service workers: one would answer the scripts out of the held route's reach.
 */
export async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const release = await holdScripts(page);
  await page.goto(path);
  expect(await sidewaysOverflow(page), `${path} before its scripts run`).toEqual([]);
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.unroute(/\/assets\/.+\.js$/);
  await open(page, path);
  expect(await sidewaysOverflow(page), path).toEqual([]);
}
