/**
 * The 'You've arrived' banner of a tour taken in person, and where it must stand: at the foot of
 * the screen, in reach of a thumb, above the narration's mini-player and clear of the header.
 */
import { expect, type Page } from "@playwright/test";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The banner, inside the polite live region that announces it. */
export const arrivalBanner = (page: Page) => page.getByRole("status").locator(".arrival-banner");

/** The mini-player docked at the bottom while the full player is out of view. */
export const miniPlayer = (page: Page) => page.getByRole("region", { name: "Now playing" });

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The banner shown lies whole on the screen, at most a third of its height, over neither the
 * header nor the mini-player's play/pause button: docked right above the mini-player when it
 * shows, else at the foot of the screen.
 */
export async function expectBannerDocked(page: Page): Promise<void> {
  const { width, height } = page.viewportSize()!;
  const banner = (await arrivalBanner(page).boundingBox())!;
  const bottom = banner.y + banner.height;
  expect(banner.x, "left edge").toBeGreaterThanOrEqual(0);
  expect(banner.x + banner.width, "right edge").toBeLessThanOrEqual(width);
  expect(banner.y, "top edge").toBeGreaterThanOrEqual(0);
  expect(bottom, "bottom edge").toBeLessThanOrEqual(height);
  expect(banner.height, "height").toBeLessThanOrEqual(height / 3);
  const header = (await page.locator(".site-header").boundingBox())!;
  expect(overlaps(banner, header), "over the header").toBe(false);

  const docked = miniPlayer(page);
  if ((await docked.count()) === 0) {
    expect(bottom, "at the foot of the screen").toBeGreaterThan(height - 24);
    return;
  }
  const toggle = (await docked
    .getByRole("button", { name: /^(Play|Pause) narration$/ })
    .boundingBox())!;
  expect(overlaps(banner, toggle), "over the mini-player's play/pause button").toBe(false);
  const dockTop = (await page.locator(".audio-dock").boundingBox())!.y;
  expect(bottom, "above the mini-player").toBeLessThanOrEqual(dockTop);
  expect(bottom, "right above the mini-player").toBeGreaterThan(dockTop - 24);
}
