/**
 * Text size: a three-step control on tour views and record pages, remembered in the
 * browser, applied before the first paint on reload, and the page still fits a 320 px screen at
 * the largest size.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { open } from "./support/navigation.js";

interface ApiTour {
  id: string;
  slug: string;
  stopIds: string[];
}

async function demoStop(request: APIRequestContext) {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  const tour = tours.find((t) => !t.slug.startsWith("e2e-") && t.stopIds.length >= 2)!;
  const stops = (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as {
    slug: string;
  }[];
  return { tour, stop: stops[1]! };
}

const rootFontSize = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("tos", "true"));
});

// This spec holds the app's scripts back with page.route to see the page before they run; a
// service worker would answer them from its cache, out of the route's reach (Playwright's
// documented limit), so here there is none.
test.use({ serviceWorkers: "block" });

test("a chosen text size stays after a reload and on other pages", async ({ page, request }) => {
  const { tour, stop } = await demoStop(request);
  const stopPath = `/tours/${tour.slug}/v/${stop.slug}`;
  await open(page, stopPath);
  const sizes = page.getByRole("group", { name: "Text size" });
  await expect(sizes.getByRole("button", { name: "A, Normal text" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await rootFontSize(page)).toBe(16);

  await sizes.getByRole("button", { name: "A++, Largest text" }).click();
  await expect(sizes.getByRole("button", { name: "A++, Largest text" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await rootFontSize(page)).toBe(22);

  // On reload the size is there before any of the app's scripts run: with them blocked, the
  // inline script in <head> alone must apply it (no flash of the normal size).
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.reload();
  expect(await rootFontSize(page)).toBe(22);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await page.unroute(/\/assets\/.*\.js$/);

  await open(page, "/records/ryman-auditorium");
  expect(await rootFontSize(page)).toBe(22);
  await expect(
    page
      .getByRole("group", { name: "Text size" })
      .getByRole("button", { name: "A++, Largest text" }),
  ).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "A+, Larger text" }).click();
  expect(await rootFontSize(page)).toBe(19);
  await page.getByRole("button", { name: "A, Normal text" }).click();
  expect(await rootFontSize(page)).toBe(16);
  await page.reload();
  expect(await rootFontSize(page)).toBe(16);
});

test("at the largest size, tour views and record pages fit 320 px without sideways scrolling", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.addInitScript(() => localStorage.setItem("text-size", "2"));
  const { tour, stop } = await demoStop(request);
  for (const path of [
    `/tours/${tour.slug}`,
    `/tours/${tour.slug}/${stop.slug}`,
    `/tours/${tour.slug}/v/${stop.slug}`,
    `/tours/${tour.slug}/outro`,
    "/records/tennessee-state-capitol",
  ]) {
    await open(page, path);
    expect(await rootFontSize(page), path).toBe(22);
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    // The header keeps its one row: menu, logo and search (it once took two, 133 px of 740).
    expect((await page.locator(".site-header").boundingBox())!.height, path).toBeLessThan(90);
    const seek = page.locator(".audio-player__seek");
    if (await seek.count()) {
      // The slider keeps room for a finger to scrub (squeezed to 72 px between the times once).
      expect((await seek.boundingBox())!.width, path).toBeGreaterThan(200);
    }
  }
  // The arrival panel's controls and words stay inside it (its longest word once ran past it).
  await open(page, `/tours/${tour.slug}/${stop.slug}`);
  const outside = await page.locator(".arrival").evaluate((panel) => {
    const edge = panel.getBoundingClientRect().right;
    return [...panel.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > edge)
      .map((element) => element.className);
  });
  expect(outside).toEqual([]);
  expect(await axeViolationsHere(page)).toEqual([]);
});

test("the text-size buttons stay under the finger as the size they set changes", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const { tour, stop } = await demoStop(request);
  await open(page, `/tours/${tour.slug}/v/${stop.slug}`);
  const sizes = page.getByRole("group", { name: "Text size" });
  const boxes = () =>
    sizes.getByRole("button").evaluateAll((buttons) =>
      buttons.map((button) => {
        const { x, y, width, height } = button.getBoundingClientRect();
        return [x, y, width, height];
      }),
    );
  /** The most any edge or size moved, in px (a scroll lands on whole pixels: under one is none). */
  const moved = (now: number[][], before: number[][]) =>
    Math.max(...now.flatMap((box, i) => box.map((value, j) => Math.abs(value - before[i]![j]!))));
  const normal = await boxes();
  // They once grew with the text, and the header above them too: A+ slid from under the finger
  // that tapped it, and a second tap missed.
  for (const name of ["A+, Larger text", "A++, Largest text", "A, Normal text"]) {
    await sizes.getByRole("button", { name }).click();
    await expect(sizes.getByRole("button", { name })).toHaveAttribute("aria-pressed", "true");
    expect(moved(await boxes(), normal), name).toBeLessThan(1);
  }
});
