/**
 * The in-person next-stop map on real stop pages (SPEC §4 'Next stop', 'Location'; §5 'Get
 * Directions', 'Incompatible record type'; §8 location denied). The header's tour map is in
 * tour-overview-map.spec.ts.
 */
import { type APIRequestContext, type BrowserContext, expect, test } from "@playwright/test";
import { recordEvents } from "./support/analytics.js";
import { open } from "./support/navigation.js";
import {
  at,
  degrees,
  nextStopMap,
  openMapViolations,
  placedDemoTour,
  tourWithUnplacedStop,
} from "./support/tour-maps.js";
import { acceptTerms, type LatLng, watchErrors } from "./support/tour-page.js";
import { withoutWebGl } from "./support/no-webgl.js";

const NO_DESTINATION = "https://www.google.com/maps/dir/?api=1";
const DENIED_TEXT =
  "It looks like your location services are restricted. Please go to your device's settings and allow us to use your location for the best touring experience.";

const directionsTo = ({ lat, lng }: LatLng) =>
  `${NO_DESTINATION}&destination=${degrees(lat)},${degrees(lng)}`;

async function standAt(context: BrowserContext, place: LatLng) {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: place.lat, longitude: place.lng });
}

/** A placed demo tour, its first stop ("here") and the stop after it. */
async function firstLeg(request: APIRequestContext) {
  const { tour, stops } = await placedDemoTour(request);
  return { tour, stops, here: stops[0]!, next: stops[1]! };
}

/** The first leg of a placed demo tour, with the visitor standing at its first stop. */
async function standingAtFirstStop(context: BrowserContext) {
  const leg = await firstLeg(context.request);
  await standAt(context, at(leg.here));
  return leg;
}

// Stops after the first need the Terms of Use (SPEC §4).
test.beforeEach(({ page }) => acceptTerms(page));

test.describe("next stop, in person", () => {
  test("opens only when asked, then shows the visitor, the line and 'Arrived'", async ({
    page,
    context,
  }) => {
    const { tour, stops, here, next } = await standingAtFirstStop(context);
    const errors = watchErrors(page);
    const events = await recordEvents(page, (event) =>
      event.category === "Map" ? `${event.action} ${event.label}` : undefined,
    );
    const mapCode: string[] = [];
    page.on(
      "request",
      (r) => void (/maplibre|-map\.client/.test(r.url()) && mapCode.push(r.url())),
    );

    await open(page, `/tours/${tour.slug}/${here.slug}`);
    await page.waitForLoadState("networkidle");
    expect(mapCode).toEqual([]);

    await page.getByRole("button", { name: "Go To Next Stop" }).click();
    const dialog = nextStopMap(page, next.siteName);
    await expect(dialog.locator("canvas")).toBeVisible();
    expect(mapCode.length).toBeGreaterThan(0);
    await expect(dialog.getByRole("button", { name: "Close map" })).toBeFocused();

    const position = `${at(here).lat},${at(here).lng}`;
    await expect(dialog.locator("[data-position]")).toHaveAttribute("data-position", position);
    // No route drawn: the stops are joined in order and the leg is the one from here to next.
    const lngLat = (p: LatLng) => `${degrees(p.lng)},${degrees(p.lat)}`;
    await expect(dialog.locator("[data-leg]")).toHaveAttribute(
      "data-leg",
      `${lngLat(at(here))} ${lngLat(at(next))}`,
    );
    await expect(dialog.locator("[data-path]")).toHaveAttribute(
      "data-path",
      stops.map((s) => lngLat(at(s))).join(" "),
    );
    await expect(dialog.getByRole("img", { name: "You are here" })).toBeVisible();
    await expect(dialog).toContainText("as the crow flies");
    const directions = dialog.getByRole("link", { name: "Get Directions" });
    await expect(directions).toHaveAttribute("href", directionsTo(at(next)));
    await expect(directions).toHaveAttribute("target", "_blank");

    await dialog.getByRole("button", { name: "Arrived" }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${next.slug}$`));
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => events)
      .toEqual(
        expect.arrayContaining([`NextStopOpened ${next.siteName}`, `Arrived ${next.siteName}`]),
      );
    expect(errors).toEqual([]);
  });

  test("a visitor reading the stop, not listening, has its map made before asking", async ({
    page,
    context,
  }) => {
    const { tour, here, next } = await standingAtFirstStop(context);
    await open(page, `/tours/${tour.slug}/${here.slug}`);
    await page.waitForLoadState("networkidle");
    // Opened from its address, no tap has started the narration.
    expect(
      await page
        .locator("audio")
        .evaluateAll((all) => all.every((audio) => (audio as HTMLAudioElement).paused)),
    ).toBe(true);
    const madeOffScreen = page.locator(".next-stop-map-offstage canvas");
    await expect(madeOffScreen).toHaveCount(0);

    // After 10 s on the stop (READING_WARM_MS) the map is made off screen, and opening shows it.
    await expect(madeOffScreen).toHaveCount(1, { timeout: 20_000 });
    await page.getByRole("button", { name: "Go To Next Stop" }).click();
    const dialog = nextStopMap(page, next.siteName);
    await expect(dialog.locator("canvas")).toBeVisible();
    await expect(madeOffScreen).toHaveCount(0);
  });

  test("'Arrived' is reached with the keyboard; Escape and 'Close map' close the map", async ({
    page,
    context,
  }) => {
    const { tour, here, next } = await standingAtFirstStop(context);
    await open(page, `/tours/${tour.slug}/${here.slug}`);
    const goOn = page.getByRole("button", { name: "Go To Next Stop" });
    const dialog = nextStopMap(page, next.siteName);

    await goOn.click();
    await expect(dialog.locator("canvas")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(goOn).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${here.slug}$`));

    await goOn.click();
    await dialog.getByRole("button", { name: "Close map" }).click();
    await expect(dialog).toBeHidden();

    await goOn.click();
    const arrived = dialog.getByRole("button", { name: "Arrived" });
    await expect(arrived).toBeVisible();
    for (
      let tab = 0;
      tab < 12 && !(await arrived.evaluate((b) => b === document.activeElement));
      tab++
    )
      await page.keyboard.press("Tab");
    await expect(arrived).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${next.slug}$`));
  });

  test("a refused location shows 'Enable location services'; 'Ok' closes it", async ({ page }) => {
    // No geolocation grant: the browser refuses (code 1).
    const { tour, here, next } = await firstLeg(page.request);
    const events = await recordEvents(page, (event) =>
      event.category === "Map" ? `${event.action} ${event.label}` : undefined,
    );
    await open(page, `/tours/${tour.slug}/${here.slug}`);
    await page.getByRole("button", { name: "Go To Next Stop" }).click();

    const modal = page.getByRole("dialog", { name: "Enable location services" });
    await expect(modal).toContainText(DENIED_TEXT);
    await modal.getByRole("button", { name: "Ok" }).click();
    await expect(modal).toBeHidden();
    const dialog = nextStopMap(page, next.siteName);
    await expect(dialog.locator("canvas")).toBeVisible();
    await expect(dialog).toContainText("Your location is not shared");
    await expect(dialog.getByRole("button", { name: "Arrived" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
      "href",
      directionsTo(at(next)),
    );
    expect(events).toContain(`LocationDenied ${next.siteName}`);

    // Said once in the visit: opening the map again shows it without the modal.
    await dialog.getByRole("button", { name: "Close map" }).click();
    await page.getByRole("button", { name: "Go To Next Stop" }).click();
    await expect(dialog).toContainText("Your location is not shared");
    await expect(modal).toBeHidden();
  });

  test("without WebGL, names the stop and its place, and still goes on", async ({ page }) => {
    await withoutWebGl(page);
    const { tour, here, next } = await firstLeg(page.request);
    await open(page, `/tours/${tour.slug}/${here.slug}`);
    await page.getByRole("button", { name: "Go To Next Stop" }).click();
    await page
      .getByRole("dialog", { name: "Enable location services" })
      .getByRole("button")
      .click();

    const dialog = nextStopMap(page, next.siteName);
    await expect(dialog).toContainText("This browser can't draw the map.");
    await expect(dialog).toContainText(
      `${next.siteName} is at ${degrees(at(next).lat)}, ${degrees(at(next).lng)}.`,
    );
    await dialog.getByRole("button", { name: "Arrived" }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${next.slug}$`));
  });
});

test.describe("a stop whose record has no coordinates", () => {
  const unplaced = tourWithUnplacedStop();

  test("the next-stop map says 'Incompatible record type' and still goes on", async ({ page }) => {
    await open(page, `/tours/${unplaced.tourId()}/placed`);
    await page.getByRole("button", { name: "Go To Next Stop" }).click();
    const dialog = nextStopMap(page, "E2E Unplaced Site");
    await expect(dialog.getByText("Incompatible record type", { exact: true })).toBeVisible();
    await expect(dialog.locator("canvas")).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: "Enable location services" })).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
      "href",
      NO_DESTINATION,
    );
    await dialog.getByRole("button", { name: "Arrived" }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/${unplaced.tourId()}/unplaced$`));
  });
});

test.describe("accessibility", () => {
  test("the next-stop map, open, has no axe violations", async ({ browser, request }, testInfo) => {
    // A fresh browser context drawing a WebGL map in software.
    test.slow();
    const nextStop = await openMapViolations(browser, request, testInfo, async (page, stops) => {
      await page.getByRole("button", { name: "Go To Next Stop" }).click();
      await page
        .getByRole("dialog", { name: "Enable location services" })
        .getByRole("button")
        .click();
      await expect(nextStopMap(page, stops[1]!.siteName).locator("canvas")).toBeVisible();
    });
    expect(nextStop).toEqual([]);
  });
});
