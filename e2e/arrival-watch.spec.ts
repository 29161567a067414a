/**
 * Arrival by GPS: the location watch runs only on a tour taken in person, stops
 * when the visitor leaves the tour or the page is hidden; a refused location shows the SPEC §8
 * 'Enable location services' modal; refused in the browser's settings, a returning visitor's
 * pages come without the offers to use it from their first paint.
 */
import { expect, type Page, test } from "@playwright/test";
import { placedTour, placeOf, refuseLocationInSettings, standAt } from "./support/geo.js";
import { open } from "./support/navigation.js";

const DENIED_TEXT =
  "It looks like your location services are restricted. Please go to your device's settings and allow us to use your location for the best touring experience.";

/** Watches now running, counted by wrapping watchPosition and clearWatch. */
const activeWatches = (page: Page) =>
  page.evaluate(() => (window as unknown as { activeWatches: Set<number> }).activeWatches.size);

/** After a refusal, the arrival panel says plainly that alerts are off and offers nothing more. */
async function expectAlertsOff(page: Page) {
  const panel = page.getByRole("region", { name: "Arrival alerts" });
  await expect(panel).toContainText(
    "Arrival alerts are off because this site is not allowed to use your location.",
  );
  await expect(panel).toContainText("site settings");
  await expect(panel).not.toContainText("We can tell you when you reach");
  await expect(panel.getByRole("button", { name: "Tell me when I arrive" })).toHaveCount(0);
  await expect(panel.getByRole("switch")).toHaveCount(0);
}

async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (value ? "hidden" : "visible"),
    });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

test("the watch starts in person, pauses while hidden and stops off the tour", async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const active = new Set<number>();
    Object.assign(window, { activeWatches: active });
    const geo = navigator.geolocation;
    const watch = geo.watchPosition.bind(geo);
    const clear = geo.clearWatch.bind(geo);
    geo.watchPosition = (...args) => {
      const id = watch(...args);
      active.add(id);
      return id;
    };
    geo.clearWatch = (id) => {
      active.delete(id);
      clear(id);
    };
  });
  const { tour, stops } = await placedTour(page.request);
  await context.grantPermissions(["geolocation"]);
  await standAt(context, placeOf(stops[0]));
  await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
  await expect.poll(() => activeWatches(page)).toBe(1);

  await setHidden(page, true);
  await expect.poll(() => activeWatches(page)).toBe(0);
  await setHidden(page, false);
  await expect.poll(() => activeWatches(page)).toBe(1);

  // Leaving the tour by the site's own links (a client-side move, the same document).
  await page.getByRole("link", { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => activeWatches(page)).toBe(0);
});

test.describe("a refused location", () => {
  // No geolocation grant: the browser refuses (code 1).
  test("'Tell me when I arrive' shows 'Enable location services' once, then says alerts are off", async ({
    page,
  }) => {
    const { tour, stops } = await placedTour(page.request);
    await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
    const modal = page.getByRole("dialog", { name: "Enable location services" });

    await page.getByRole("button", { name: "Tell me when I arrive" }).click();
    await expect(modal).toContainText(DENIED_TEXT);
    await modal.getByRole("button", { name: "Ok" }).click();
    await expect(modal).toBeHidden();
    await expectAlertsOff(page);

    // The next-stop map, opened again and again, does not bring the modal back.
    for (let opening = 0; opening < 2; opening++) {
      await page.getByRole("button", { name: "Go To Next Stop" }).click();
      const map = page.getByRole("dialog", { name: `Next stop: ${stops[1]!.siteName}` });
      await expect(map).toContainText("Your location is not shared");
      await expect(modal).toBeHidden();
      await map.getByRole("button", { name: "Close map" }).click();
      await expect(map).toBeHidden();
    }
  });

  test("the switch shows 'Enable location services', then the offers go", async ({ page }) => {
    const { tour, stops } = await placedTour(page.request);
    await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
    const modal = page.getByRole("dialog", { name: "Enable location services" });
    await page.getByRole("switch", { name: "Open stops automatically" }).click();
    await expect(modal).toContainText(DENIED_TEXT);
    await modal.getByRole("button", { name: "Ok" }).click();
    await expectAlertsOff(page);
  });

  test("'Start at the nearest stop' shows 'Enable location services'", async ({ page }) => {
    const { tour } = await placedTour(page.request);
    await open(page, `/tours/${tour.slug}`);
    await page.getByRole("button", { name: "Start at the nearest stop" }).click();
    const modal = page.getByRole("dialog", { name: "Enable location services" });
    await expect(modal).toContainText(DENIED_TEXT);
    await modal.getByRole("button", { name: "Ok" }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}$`));
  });
});

test("refused in the browser's settings, a returning visitor's intro and stop never show the offers, nor change size", async ({
  page,
}) => {
  // From before the first paint, every frame: which offer shows, and how tall the intro's ways to
  // start and the stop's arrival panel are.
  await page.addInitScript(() => {
    const shown = new Set<string>();
    const heights = new Set<string>();
    Object.assign(window, { offersShown: shown, heights });
    const offers = /^(Start at the nearest stop|Open stops automatically|Tell me when I arrive)$/;
    const look = () => {
      for (const button of document.querySelectorAll("button")) {
        const name = button.textContent?.trim() ?? "";
        if (offers.test(name) && button.checkVisibility()) shown.add(name);
      }
      const boxes = [...document.querySelectorAll(".tour-actions, section.arrival")];
      if (boxes.length) heights.add(boxes.map((box) => box.clientHeight).join(" "));
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const { tour, stops } = await placedTour(page.request);
  await refuseLocationInSettings(page);
  // A visit before, where the browser said so.
  await open(page, `/tours/${tour.slug}/${stops[1]!.slug}`);
  await expectAlertsOff(page);

  for (const path of [`/tours/${tour.slug}`, `/tours/${tour.slug}/${stops[0]!.slug}`]) {
    await open(page, path);
    if (path.endsWith(stops[0]!.slug)) await expectAlertsOff(page);
    // The browser's own answer (asked once the scripts run) has long come by then.
    await page.waitForTimeout(1_000);
    const seen = await page.evaluate(() => {
      const { offersShown, heights } = window as unknown as {
        offersShown: Set<string>;
        heights: Set<string>;
      };
      return { offers: [...offersShown], sizes: heights.size };
    });
    expect(seen, path).toEqual({ offers: [], sizes: 1 });
  }
});
