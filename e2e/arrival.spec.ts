/**
 * Arrival by GPS on a tour taken in person: the visitor walks toward the next stop
 * (emulated geolocation) and the page meets them there; the watch stops off the tour and while
 * the page is hidden; a refused location keeps the SPEC §8 modal.
 */
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { arrivalBanner as banner, expectBannerDocked, miniPlayer } from "./support/arrival.js";
import { axeViolationsHere } from "./support/axe.js";
import {
  expectNarrationPlaying,
  placedTour,
  placeOf,
  shortOf,
  standAt,
  stepTo,
  whereLine,
} from "./support/geo.js";
import { open } from "./support/navigation.js";

const autoOpenSwitch = (page: Page) =>
  page.getByRole("switch", { name: "Open stops automatically" });

test.beforeEach(async ({ page }) => {
  // Stops after the first need the Terms of Use (SPEC §4); vibrations are counted, not felt.
  await page.addInitScript(() => {
    window.localStorage.setItem("tos", "true");
    const calls: unknown[] = [];
    Object.assign(window, { vibrations: calls });
    Object.defineProperty(navigator, "vibrate", {
      configurable: true,
      value: (pattern: unknown) => (calls.push(pattern), true),
    });
  });
});

/** In person on a placed demo tour's first stop, standing there with location granted. */
async function atFirstStop(page: Page, context: BrowserContext, path = "/tours") {
  const { tour, stops } = await placedTour(page.request);
  const [here, next] = [placeOf(stops[0]), placeOf(stops[1])];
  await context.grantPermissions(["geolocation"]);
  await standAt(context, here);
  await open(page, `${path}/${tour.slug}/${stops[0]!.slug}`);
  return { tour, stops, here, next };
}

test("the prompt appears only within the radius, then 'Open stop' plays the stop", async ({
  page,
  context,
}) => {
  const { tour, stops, here, next } = await atFirstStop(page, context);
  await expect(whereLine(page)).toContainText(`${stops[1]!.siteName} is `);
  // One tap on the page, as a visitor makes: the browser lets a page vibrate only after one.
  await page.getByRole("heading", { level: 1 }).click();

  for (const short of [200, 100, 50]) {
    await stepTo(page, shortOf(here, next, short));
    await expect(banner(page)).toHaveCount(0);
  }
  // Right by the stop, but the phone only knows it within 150 m: ignored.
  await stepTo(page, shortOf(here, next, 10), 150);
  await expect(whereLine(page)).toHaveText(
    `${stops[1]!.siteName}: waiting for a more precise location…`,
  );
  await expect(banner(page)).toHaveCount(0);

  await stepTo(page, shortOf(here, next, 25));
  await expect(banner(page)).toContainText(`You've arrived at ${stops[1]!.siteName}`);
  expect(
    await page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations),
  ).toHaveLength(1);
  expect(await axeViolationsHere(page)).toEqual([]);

  await banner(page).getByRole("button", { name: "Open stop" }).click();
  await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${stops[1]!.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(stops[1]!.siteName);
  await expectNarrationPlaying(page);
  await expect(banner(page)).toHaveCount(0);
});

test("arriving with the next-stop map open brings the prompt to the front, and 'Open stop' works", async ({
  page,
  context,
}) => {
  const { stops, here, next } = await atFirstStop(page, context);
  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  const map = page.getByRole("dialog", { name: `Next stop: ${stops[1]!.siteName}` });
  await expect(map).toBeVisible();

  await stepTo(page, shortOf(here, next, 20));
  await expect(banner(page)).toContainText(`You've arrived at ${stops[1]!.siteName}`);
  await expect(map).toBeHidden();
  const openStop = banner(page).getByRole("button", { name: "Open stop" });
  // Nothing covers it: the point a finger lands on is the button itself.
  expect(
    await openStop.evaluate((button) => {
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && button.contains(hit);
    }),
  ).toBe(true);
  await openStop.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(stops[1]!.siteName);
  await expectNarrationPlaying(page);
});

for (const { width, height, textSize } of [
  { width: 320, height: 640, textSize: "normal" },
  { width: 390, height: 740, textSize: "normal" },
  { width: 320, height: 568, textSize: "largest" },
]) {
  test(`the prompt waits in thumb reach above the mini-player at ${width}×${height}, ${textSize} text`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height });
    if (textSize === "largest")
      await page.addInitScript(() => window.localStorage.setItem("text-size", "2"));
    const { tour, stops, here, next } = await atFirstStop(page, context);
    // At the foot of the screen when nothing is docked there: the full player is in view.
    await page.getByRole("group", { name: stops[0]!.siteName }).scrollIntoViewIfNeeded();
    await stepTo(page, shortOf(here, next, 20));
    await expect(banner(page)).toBeVisible();
    await expect(miniPlayer(page)).toHaveCount(0);
    await expectBannerDocked(page);

    // Read on past the player: the mini-player docks, and the prompt stands above it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(miniPlayer(page)).toBeVisible();
    await expectBannerDocked(page);
    await miniPlayer(page).getByRole("button", { name: "Play narration" }).click();
    await expectNarrationPlaying(page);
    await banner(page).getByRole("button", { name: "Open stop" }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${stops[1]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stops[1]!.siteName);
    await expect(banner(page)).toHaveCount(0);
  });
}

test("a dismissed prompt stays away for that stop; it fits a 320 px screen", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const { stops, here, next } = await atFirstStop(page, context);
  await stepTo(page, shortOf(here, next, 20));
  const shown = banner(page);
  await expect(shown).toBeVisible();

  for (const control of [
    shown.getByRole("button", { name: "Open stop" }),
    shown.getByRole("button", { name: "Dismiss" }),
    autoOpenSwitch(page),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  // Reached with the keyboard like any control on the page.
  await shown.getByRole("button", { name: "Open stop" }).focus();
  await page.keyboard.press("Tab");
  await expect(shown.getByRole("button", { name: "Dismiss" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(shown).toHaveCount(0);

  await stepTo(page, shortOf(here, next, 5));
  await expect(banner(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/${stops[0]!.slug}$`));
});

test("'Open stops automatically' is remembered and opens the stop with its narration", async ({
  page,
  context,
}) => {
  const { tour, stops, here, next } = await atFirstStop(page, context);
  await expect(autoOpenSwitch(page)).toHaveAttribute("aria-checked", "false");
  await autoOpenSwitch(page).click();
  await expect(autoOpenSwitch(page)).toHaveAttribute("aria-checked", "true");
  await page.reload();
  await expect(autoOpenSwitch(page)).toHaveAttribute("aria-checked", "true");
  // The reload ended the page's user activation: one tap on the page, as a visitor would make.
  await page.getByRole("heading", { level: 1 }).click();

  await stepTo(page, shortOf(here, next, 100));
  await expect(page).toHaveURL(new RegExp(`/${stops[0]!.slug}$`));
  await standAt(context, shortOf(here, next, 15));
  await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${stops[1]!.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(stops[1]!.siteName);
  await expectNarrationPlaying(page);
  await expect(banner(page)).toHaveCount(0);
});

test("on the intro, arriving at the first stop offers to open it", async ({ page, context }) => {
  const { tour, stops } = await placedTour(page.request);
  const [first, second] = [placeOf(stops[0]), placeOf(stops[1])];
  await context.grantPermissions(["geolocation"]);
  await standAt(context, shortOf(second, first, 200));
  await open(page, `/tours/${tour.slug}`);
  // The intro keeps its ways to start first: no panel, only the banner when it is due.
  await expect(page.getByRole("link", { name: "Take Tour", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Arrival alerts" })).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await standAt(context, shortOf(second, first, 15));
  await expect(banner(page)).toContainText(`You've arrived at ${stops[0]!.siteName}`);
  await banner(page).getByRole("button", { name: "Open stop" }).click();
  await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${stops[0]!.slug}$`));
  await expectNarrationPlaying(page);
});

test("in landing mode (after a QR scan) the prompt opens the landing stop", async ({
  page,
  context,
}) => {
  const { tour, stops, here, next } = await atFirstStop(
    page,
    context,
    "/landing/walking-tours/tours",
  );
  await stepTo(page, shortOf(here, next, 10));
  await banner(page).getByRole("button", { name: "Open stop" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/landing/walking-tours/tours/${tour.slug}/${stops[1]!.slug}$`),
  );
  await expectNarrationPlaying(page);
});

test("virtually, nothing watches the visitor's location", async ({ page, context }) => {
  const { tour, stops } = await placedTour(page.request);
  await context.grantPermissions(["geolocation"]);
  await open(page, `/tours/${tour.slug}/v/${stops[0]!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(stops[0]!.siteName);
  await expect(page.getByRole("region", { name: "Arrival alerts" })).toHaveCount(0);
});
