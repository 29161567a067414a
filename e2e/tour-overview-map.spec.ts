/**
 * The header's tour map on real stop pages: every stop numbered and linked, the current one marked,
 * unplaced stops listed under it. The in-person next-stop map is in tour-next-stop-map.spec.ts.
 */
import path from "node:path";
import { expect, test } from "@playwright/test";
import { recordEvents } from "./support/analytics.js";
import { open } from "./support/navigation.js";
import {
  holdScripts,
  openMapViolations,
  placedDemoTour,
  refuseScripts,
  tourMap,
  tourWithUnplacedStop,
} from "./support/tour-maps.js";
import { acceptTerms, watchErrors } from "./support/tour-page.js";

// Stops after the first need the Terms of Use (SPEC §4).
test.beforeEach(({ page }) => acceptTerms(page));

test.describe("tour map in the header", () => {
  test("numbers the stops, marks the current one and links each", async ({ page }) => {
    const { tour, stops } = await placedDemoTour(page.request);
    const [current, other] = [stops[1]!, stops[2]!];
    const errors = watchErrors(page);
    const events = await recordEvents(page, (event) =>
      event.category === "Map" ? `${event.action} ${event.label}` : undefined,
    );
    await open(page, `/tours/${tour.slug}/${current.slug}`);

    await page.getByRole("button", { name: "Show the tour map" }).click();
    const dialog = tourMap(page);
    await expect(dialog.locator("canvas")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Stop \d+: / })).toHaveText(
      stops.map((_, i) => String(i + 1)),
    );
    await expect(
      dialog.getByRole("button", { name: `Stop 2: ${current.siteName} (current stop)` }),
    ).toBeVisible();
    await expect(dialog).not.toContainText("Not on the map");

    await dialog.getByRole("button", { name: `Stop 3: ${other.siteName}`, exact: true }).click();
    await expect(dialog.getByText(other.siteName, { exact: true })).toBeVisible();
    const link = dialog.getByRole("link", { name: "Go to this stop" });
    await expect(link).toHaveAttribute("href", `/tours/${tour.slug}/${other.slug}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${other.slug}$`));
    await expect(dialog).toBeHidden();
    expect(events).toContain(`OverviewOpened ${current.siteName}`);
    expect(errors).toEqual([]);
  });

  test("opens at the tap, saying the map is loading while its code comes", async ({ page }) => {
    const { tour, stops } = await placedDemoTour(page.request);
    // The tour map dialog's content.
    const release = await holdScripts(page, "None of this tour's stops has a place");
    await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
    await page.getByRole("button", { name: "Show the tour map" }).click();
    const dialog = tourMap(page);
    await expect(dialog.getByRole("status")).toHaveText("Loading map…");
    await expect(dialog.getByRole("button", { name: "Close map" })).toBeFocused();
    release();
    await expect(dialog.locator("canvas")).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole("button", { name: /^Stop 1: / })).toBeVisible();
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("whose code cannot come says so, and the page stays as it was", async ({ page }) => {
    const { tour, stops } = await placedDemoTour(page.request);
    await refuseScripts(page, "None of this tour's stops has a place");
    await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
    await page.getByRole("button", { name: "Show the tour map" }).click();
    const dialog = tourMap(page);
    await expect(dialog).toContainText("The map could not be loaded.");
    await dialog.getByRole("button", { name: "Close map" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Go To Next Stop" })).toBeVisible();
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("keeps the campaign parameter on its links", async ({ page }) => {
    const { tour, stops } = await placedDemoTour(page.request);
    await open(page, `/tours/${tour.slug}/${stops[0]!.slug}?c=musay`);
    await page.getByRole("button", { name: "Show the tour map" }).click();
    const dialog = tourMap(page);
    await dialog.getByRole("button", { name: new RegExp(`^Stop 2: `) }).click();
    await expect(dialog.getByRole("link", { name: "Go to this stop" })).toHaveAttribute(
      "href",
      `/tours/${tour.slug}/${stops[1]!.slug}?c=musay`,
    );
  });
});

test.describe("the map's credits", () => {
  // The site's own outline map (no basemap set up): its credit is plain text, not 44 px links.
  const outlineStyle = path.join(import.meta.dirname, "../web/public/map/outline-style.json");

  for (const [width, height] of [
    [320, 640],
    [360, 740],
    [430, 932],
    [1366, 768],
  ] as const) {
    test(`sit clear of the (i) button, centred beside it, at ${width} px`, async ({ page }) => {
      await page.route("**/map/style.json", (route) =>
        route.fulfill({ path: outlineStyle, contentType: "application/json" }),
      );
      await page.setViewportSize({ width, height });
      const { tour, stops } = await placedDemoTour(page.request);
      await open(page, `/tours/${tour.slug}/${stops[1]!.slug}`);
      await page.getByRole("button", { name: "Show the tour map" }).click();
      const credits = tourMap(page).locator(".maplibregl-ctrl-attrib");
      await expect(credits).toContainText("Outlines approximate, drawn for this site");
      if ((await credits.getAttribute("open")) === null) {
        await credits.locator(".maplibregl-ctrl-attrib-button").click();
      }
      const toggle = (await credits.locator(".maplibregl-ctrl-attrib-button").boundingBox())!;
      // The words themselves, not their box: a range around the credit's contents.
      const text = await credits.locator(".maplibregl-ctrl-attrib-inner").evaluate((inner) => {
        const range = document.createRange();
        range.selectNodeContents(inner);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      });
      expect(text.width).toBeGreaterThan(0);
      // Clear of the button, with a little room (the words ran into it) ...
      expect(text.x + text.width).toBeLessThanOrEqual(toggle.x - 4);
      // ... and centred on its height (they sat at the top of the pill).
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      expect(Math.abs(middle(text) - middle(toggle))).toBeLessThanOrEqual(2);
    });
  }
});

test.describe("a stop whose record has no coordinates", () => {
  const unplaced = tourWithUnplacedStop();

  test("the tour map lists it under the map", async ({ page }) => {
    await open(page, `/tours/${unplaced.tourId()}/unplaced`);
    await page.getByRole("button", { name: "Show the tour map" }).click();
    const dialog = tourMap(page);
    await expect(dialog.locator("canvas")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Stop \d+: / })).toHaveText(["1"]);
    await expect(dialog).toContainText("Not on the map: 2. E2E Unplaced Site (current stop)");
  });
});

test.describe("accessibility", () => {
  test("the tour map, open, has no axe violations", async ({ browser, request }, testInfo) => {
    // A fresh browser context drawing a WebGL map in software.
    test.slow();
    const overview = await openMapViolations(browser, request, testInfo, async (page) => {
      await page.getByRole("button", { name: "Show the tour map" }).click();
      await expect(tourMap(page).getByRole("button", { name: /^Stop 1: / })).toBeVisible();
    });
    expect(overview).toEqual([]);
  });
});
