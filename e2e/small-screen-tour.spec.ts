/**
 * A tour in person on the smallest screens at the largest text size (A++): a 320 × 568 phone and
 * a 390 px phone zoomed to 200 % (195 × 422 CSS px). The next-stop map keeps its title readable,
 * its map large and the stop, its card and the visitor clear of the map's controls; the arrival
 * banner fits; on the tour's intro the banner never stands over the ways to start; no screen of the
 * tour scrolls sideways, and the narration's slider keeps to the player at every text size.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { arrivalBanner as banner } from "./support/arrival.js";
import { brokenWords } from "./support/broken-words.js";
import { apiStops, apiTours } from "./support/demo-api.js";
import { placedTour, placeOf, shortOf, standAt, stepTo } from "./support/geo.js";
import { open } from "./support/navigation.js";
import { publicPages } from "./support/public-pages.js";
import { expectNoSidewaysScroll } from "./support/sideways.js";
import { nextStopMap } from "./support/tour-maps.js";
import { watchErrors } from "./support/tour-page.js";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, b: Box) =>
  a.x >= b.x - 0.5 &&
  a.y >= b.y - 0.5 &&
  a.x + a.width <= b.x + b.width + 0.5 &&
  a.y + a.height <= b.y + b.height + 0.5;

test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem("tos", "true");
    window.localStorage.setItem("text-size", "2");
  });
  await context.grantPermissions(["geolocation"]);
});

/** The words of `element` that the browser broke over two lines (none, when it wraps by words). */
/** Opens the next-stop map from the first stop, standing there, once it has fitted both places. */
async function openNextStopMap(page: Page) {
  const { tour, stops } = await placedTour(page.request);
  await standAt(page.context(), placeOf(stops[0]));
  await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  const dialog = nextStopMap(page, stops[1]!.siteName);
  await expect(dialog.locator("canvas")).toBeVisible();
  await expect(dialog.getByRole("img", { name: "You are here" })).toBeAttached();
  return dialog;
}

/** What covers the stop's pin, its card or the visitor's dot, or pushes them out of the map. */
async function coveredOnMap(dialog: Locator): Promise<string[]> {
  const box = (locator: Locator) => locator.boundingBox();
  const map = (await box(dialog.locator(".maplibregl-map")))!;
  const zoom = await dialog.locator(".maplibregl-ctrl-zoom-in").isVisible();
  const controls = zoom ? await box(dialog.locator(".maplibregl-ctrl-group")) : null;
  const credits = (await box(dialog.locator(".maplibregl-ctrl-attrib")))!;
  const problems: string[] = [];
  const boxes: Box[] = [];
  for (const [name, locator] of [
    ["the stop's pin", dialog.locator(".next-stop-pin")],
    ["the visitor's dot", dialog.getByRole("img", { name: "You are here" })],
    ["the card", dialog.locator(".next-stop-card .maplibregl-popup-content")],
  ] as const) {
    const own = (await box(locator))!;
    if (!inside(own, map)) problems.push(`${name} outside the map`);
    if (controls && overlaps(own, controls)) problems.push(`${name} under the zoom buttons`);
    if (overlaps(own, credits)) problems.push(`${name} under the credits`);
    if (boxes.some((other) => overlaps(own, other))) problems.push(`${name} over the places`);
    boxes.push(own);
  }
  return problems;
}

test("at 320 × 568, the next-stop map's title has the width and the map shows both places clear", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const dialog = await openNextStopMap(page);
  const title = dialog.getByRole("heading", { level: 2 });
  const titleBox = (await title.boundingBox())!;
  const lineHeight = await title.evaluate((h) => parseFloat(getComputedStyle(h).lineHeight));
  expect(titleBox.width).toBeGreaterThanOrEqual(320 * 0.6);
  expect(titleBox.height).toBeLessThanOrEqual(3 * lineHeight + 1);
  expect(await brokenWords(page, title)).toEqual([]);

  const close = (await dialog.getByRole("button", { name: "Close map" }).boundingBox())!;
  expect(close.width).toBeGreaterThanOrEqual(44);
  expect(close.height).toBeGreaterThanOrEqual(44);
  expect(close.x + close.width).toBeLessThanOrEqual(320);
  // The map keeps over half the screen.
  const map = (await dialog.locator(".maplibregl-map").boundingBox())!;
  expect(map.height).toBeGreaterThanOrEqual(568 / 2);
  // Once fitted, the stop, its card and the visitor are whole and uncovered.
  await expect.poll(() => coveredOnMap(dialog)).toEqual([]);
});

test("at 195 × 422 (200 % zoom), the next-stop map's title wraps by words and nothing runs off", async ({
  page,
}) => {
  await page.setViewportSize({ width: 195, height: 422 });
  const dialog = await openNextStopMap(page);
  const title = dialog.getByRole("heading", { level: 2 });
  expect(await brokenWords(page, title)).toEqual([]);
  const whole = (await dialog.boundingBox())!;
  expect(whole.x).toBeGreaterThanOrEqual(0);
  expect(whole.x + whole.width).toBeLessThanOrEqual(195);
  const close = (await dialog.getByRole("button", { name: "Close map" }).boundingBox())!;
  expect(close.x).toBeGreaterThanOrEqual(0);
  expect(close.x + close.width).toBeLessThanOrEqual(195);
  expect(close.height).toBeGreaterThanOrEqual(44);
  for (const part of [dialog, dialog.locator(".map-dialog__bar")]) {
    const { scroll, client } = await part.evaluate((e) => ({
      scroll: e.scrollWidth,
      client: e.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
  }
});

test("at 195 × 422 (200 % zoom), the arrival banner fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 195, height: 422 });
  const { tour, stops } = await placedTour(page.request);
  const [here, next] = [placeOf(stops[0]), placeOf(stops[1])];
  await standAt(page.context(), here);
  await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
  await stepTo(page, shortOf(here, next, 10));
  await expect(banner(page)).toBeVisible();
  const box = (await banner(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(195);
  for (const part of [banner(page), ...(await banner(page).getByRole("button").all())]) {
    const { scroll, client } = await part.evaluate((e) => ({
      scroll: e.scrollWidth,
      client: e.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
  }
  expect(await brokenWords(page, banner(page).locator(".arrival-banner__title"))).toEqual([]);
});

test("opening the intro at the first stop pops no banner over the ways to start", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const { tour, stops } = await placedTour(page.request);
  await standAt(page.context(), placeOf(stops[0]));
  await open(page, `/landing/walking-tours/tours/${tour.slug}`);
  await expect(page.getByRole("region", { name: "Save for offline" })).toBeVisible();
  await expect(page.locator("html[data-location-granted]")).toBeAttached();
  // The first fix (at the stop already) has come and gone without a banner.
  await page.waitForTimeout(1_500);
  await expect(banner(page)).toHaveCount(0);
});

test("walking up to the first stop on the intro, its buttons can be scrolled clear of the banner", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const errors = watchErrors(page);
  // Calls to vibrate before any tap, which the browser blocks with a console error. The test
  // runner's own page scripts count as taps, so the page is told of real ones only.
  await page.addInitScript(() => {
    const untapped: unknown[] = [];
    const activation = { hasBeenActive: false, isActive: false };
    addEventListener("pointerdown", () => (activation.hasBeenActive = true), true);
    Object.assign(window, { untapped });
    Object.defineProperty(navigator, "userActivation", { configurable: true, value: activation });
    Object.defineProperty(navigator, "vibrate", {
      configurable: true,
      value: (pattern: unknown) => {
        if (!activation.hasBeenActive) untapped.push(pattern);
        return true;
      },
    });
  });
  const { tour, stops } = await placedTour(page.request);
  const [first, second] = [placeOf(stops[0]), placeOf(stops[1])];
  await standAt(page.context(), shortOf(second, first, 200));
  await open(page, `/landing/walking-tours/tours/${tour.slug}`);
  await page.waitForTimeout(500);
  await standAt(page.context(), first);
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole("button", { name: /Save for offline/ })).toBeVisible({
    timeout: 30_000,
  });
  // Untapped, the page does not try to vibrate (the browser would refuse with an error).
  expect(
    await page.evaluate(() => (window as unknown as { untapped: unknown[] }).untapped),
  ).toEqual([]);
  expect(errors.filter((error) => /vibrate/.test(error))).toEqual([]);

  for (const button of [
    page.getByRole("button", { name: /Save for offline/ }),
    page.getByRole("link", { name: "Take Tour", exact: true }),
  ]) {
    await button.scrollIntoViewIfNeeded();
    const top = (await banner(page).boundingBox())!.y;
    const own = (await button.boundingBox())!;
    await page.evaluate((by) => window.scrollBy(0, by), own.y + own.height + 8 - top);
    const moved = (await button.boundingBox())!;
    expect(moved.y + moved.height, "above the banner").toBeLessThanOrEqual(top);
    expect(moved.y, "on the screen").toBeGreaterThanOrEqual(0);
    // A tap there reaches the button itself.
    expect(
      await button.evaluate((element) => {
        const r = element.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && element.contains(hit);
      }),
    ).toBe(true);
  }
});

test("at 195 × 422 (200 % zoom), the narration's buttons and speed stay on the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 195, height: 422 });
  const { tour, stops } = await placedTour(page.request);
  await open(page, `/tours/${tour.slug}/v/${stops[0]!.slug}`);
  const player = page.locator(".audio-player");
  const parts = [
    ...(await player.locator(".audio-player__controls button").all()),
    player.getByRole("combobox"),
  ];
  expect(parts.length).toBeGreaterThan(3);
  for (const part of parts) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(195);
  }
});

test("at 195 px (200 % zoom), the narration's slider has its own row inside the player at every text size", async ({
  page,
}) => {
  await page.setViewportSize({ width: 195, height: 422 });
  const { tour, stops } = await placedTour(page.request);
  for (const size of ["0", "1", "2"]) {
    // Init scripts run in the order added: the last one sets the size.
    await page.addInitScript((step) => localStorage.setItem("text-size", step), size);
    await open(page, `/tours/${tour.slug}/v/${stops[0]!.slug}`);
    const row = (await page.locator(".audio-player__timeline").boundingBox())!;
    const slider = (await page.locator(".audio-player__seek").boundingBox())!;
    // Once 4 px wider than the player's row at the largest text; beside the times at the normal
    // size, 40 px long.
    expect(slider.x + slider.width, `text size ${size}`).toBeLessThanOrEqual(row.x + row.width);
    expect(slider.width, `text size ${size}`).toBeGreaterThanOrEqual(row.width - 1);
  }
});

test.describe("no screen of a tour scrolls sideways at the largest text size", () => {
  // The check before the scripts run holds them back: a service worker would answer them.
  test.use({ serviceWorkers: "block" });

  for (const [width, height] of [
    [195, 422],
    [320, 568],
  ] as const) {
    test(`at ${width} × ${height}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      const screens = (await publicPages(request)).filter(({ name }) =>
        /^(tour intro|stop in person|virtual stop|outro|landing tour intro|landing stop)$/.test(
          name,
        ),
      );
      // The last stop too: its transcript, open before the scripts run, once ran 30 px past.
      const tour = (await apiTours(request)).find((t) => screens[0]!.path.endsWith(`/${t.slug}`))!;
      const last = (await apiStops(request, tour)).at(-1)!;
      screens.push({ name: "last stop", path: `/tours/${tour.slug}/v/${last.slug}` });
      expect(screens).toHaveLength(7);
      for (const { path } of screens) await expectNoSidewaysScroll(page, path);
    });
  }
});
