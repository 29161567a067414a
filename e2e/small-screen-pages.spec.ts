/**
 * The site's other pages on the smallest screens at the largest text size (A++): a 320 × 568
 * phone and a 390 px phone zoomed to 200 % (195 × 422 CSS px). Nothing runs past the screen's
 * edge, so no page scrolls sideways: not the lists, a record, search, the content pages, the
 * landing pages, the menu, nor the saved tours. (The tour's own screens: small-screen-tour.spec.ts.)
 */
import { expect, test } from "@playwright/test";
import { publicPages } from "./support/public-pages.js";
import { saveTourFromIntro } from "./support/offline.js";
import { open } from "./support/navigation.js";
import { expectNoSidewaysScroll, sidewaysOverflow } from "./support/sideways.js";

const SCREENS = [
  [195, 422],
  [320, 568],
] as const;

/** Checked in small-screen-tour.spec.ts. */
const TOUR_SCREENS =
  /^(tour intro|stop in person|virtual stop|outro|landing tour intro|landing stop)$/;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem("tos", "true");
    window.localStorage.setItem("text-size", "2");
  });
});

test.describe("pages and the menu", () => {
  // The check before the scripts run holds them back: a service worker would answer them.
  test.use({ serviceWorkers: "block" });

  for (const [width, height] of SCREENS) {
    test(`at ${width} × ${height}, no page scrolls sideways`, async ({ page, request }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height });
      const pages = (await publicPages(request)).filter(({ name }) => !TOUR_SCREENS.test(name));
      for (const { path } of pages) await expectNoSidewaysScroll(page, path);
    });

    test(`at ${width} × ${height}, the menu keeps to the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await open(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu.getByRole("link", { name: "Saved tours" })).toBeVisible();
      expect(await sidewaysOverflow(page)).toEqual([]);
    });
  }
});

test("with a tour saved, its intro and the saved tours keep to the screen", async ({ page }) => {
  test.setTimeout(240_000);
  const tour = (await publicPages(page.request)).find(({ name }) => name === "tour intro")!;
  await saveTourFromIntro(page, tour.path.replace("/tours/", ""));
  for (const [width, height] of SCREENS) {
    await page.setViewportSize({ width, height });
    for (const [path, saved] of [
      [tour.path, page.getByText(/^Saved for offline · [\d.]+ MB ·/)],
      ["/saved-tours", page.locator(".saved-tours__item")],
    ] as const) {
      await open(page, path);
      await expect(saved).toBeVisible();
      expect(await sidewaysOverflow(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});
