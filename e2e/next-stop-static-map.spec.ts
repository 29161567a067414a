/**
 * The next-stop map the server draws (issue 10, "In the field"): tapped before MapLibre has
 * loaded on a cold stop page, the dialog shows the leg at once, with the visitor's dot where the
 * phone says, and gives way to the live map once that has drawn. Phones without WebGL keep it.
 */
import { nextStopMapPath } from "@tours/shared";
import { framePixel, nextStopFrame, routeLeg, STATIC_MAP_WIDTH } from "@tours/shared/map";
import { expect, type Page, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { open } from "./support/navigation.js";
import { withoutWebGl } from "./support/no-webgl.js";
import {
  at,
  holdScripts,
  nextStopMap,
  placedDemoTour,
  refuseScripts,
} from "./support/tour-maps.js";
import { acceptTerms, watchErrors } from "./support/tour-page.js";

test.beforeEach(({ page }) => acceptTerms(page));

/** Text only the next-stop dialog's lazily loaded content carries, to hold or refuse its code. */
const NEXT_STOP_CONTENT = "map-dialog__live";

/** MapLibre's code: its main chunk, its worker, the live map's own chunk. */
const holdMapLibre = (page: Page) => holdScripts(page, "maplibre");

/** A visitor standing a little way along the first leg of a placed demo tour. */
async function firstLeg(page: Page) {
  const { tour, stops } = await placedDemoTour(page.request);
  const [here, next] = [at(stops[0]), at(stops[1])];
  const standing = {
    lat: here.lat + (next.lat - here.lat) / 3,
    lng: here.lng + (next.lng - here.lng) / 3,
  };
  await page.context().grantPermissions(["geolocation"]);
  await page
    .context()
    .setGeolocation({ latitude: standing.lat, longitude: standing.lng, accuracy: 30 });
  const route = tour.route?.coordinates ?? null;
  const { leg } = routeLeg(
    route,
    stops.map((s) => s.record.Coordinates),
    here,
    next,
  );
  return { tour, stops, standing, frame: nextStopFrame(leg, here, next) };
}

for (const width of [390, 320]) {
  test(`at ${width} px, the leg shows at once while MapLibre loads, then the live map`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const errors = watchErrors(page);
    const { tour, stops, standing, frame } = await firstLeg(page);
    const release = await holdMapLibre(page);
    await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
    await page.getByRole("button", { name: "Go To Next Stop" }).click();

    const dialog = nextStopMap(page, stops[1]!.siteName);
    const picture = dialog.getByRole("img", {
      name: `Map from ${stops[0]!.siteName} to ${stops[1]!.siteName}`,
    });
    // Measured once the dialog's code has come (the dot shows): the first look is replaced then.
    const you = dialog.getByRole("img", { name: "You are here" });
    await expect(you).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await picture.getAttribute("src")).toBe(nextStopMapPath(tour.id, stops[0]!.id));
    // The picture shows the leg and both stops.
    const svg = await (await page.request.get(nextStopMapPath(tour.id, stops[0]!.id))).text();
    expect(svg).toMatch(/data-leg="" d="M[\d.]+ [\d.]+L[\d. ]+"/);
    expect(svg).toContain('data-stop="1"');
    expect(svg).toContain('data-stop="2"');
    // Whole, not cut, and nothing to scroll sideways.
    const box = (await picture.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    // The dot where the phone puts the visitor, in the frame the server drew in.
    const [x, y] = framePixel(frame, [standing.lng, standing.lat]);
    const scale = box.width / STATIC_MAP_WIDTH;
    const dot = (await you.boundingBox())!;
    expect(Math.abs(dot.x + dot.width / 2 - (box.x + x * scale))).toBeLessThan(2);
    expect(Math.abs(dot.y + dot.height / 2 - (box.y + y * scale))).toBeLessThan(2);
    expect(await axeViolationsHere(page)).toEqual([]);
    // No live map yet: MapLibre's code is still held back.
    await expect(dialog.locator("canvas")).toHaveCount(0);

    release();
    await expect(dialog.locator("canvas")).toBeVisible({ timeout: 30_000 });
    await expect(picture).toBeHidden({ timeout: 30_000 });
    await expect(dialog.getByRole("img", { name: "You are here" })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("the dialog and the leg's picture show at the tap, before the dialog's own code has come", async ({
  page,
}) => {
  const { tour, stops } = await firstLeg(page);
  const release = await holdScripts(page, NEXT_STOP_CONTENT);
  await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
  await page.getByRole("button", { name: "Go To Next Stop" }).click();

  const dialog = nextStopMap(page, stops[1]!.siteName);
  const picture = dialog.getByRole("img", {
    name: `Map from ${stops[0]!.siteName} to ${stops[1]!.siteName}`,
  });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(dialog.getByRole("link", { name: /Get Directions/ })).toBeVisible();
  // How far, as the crow flies, from the phone's position: no need to wait for the dialog's code.
  await expect(dialog).toContainText(
    /About [\d.]+ (feet|miles?) away, as the crow flies: \d+ min walk\./,
  );
  // Still the first look: the dot comes with the dialog's code.
  await expect(dialog.getByRole("img", { name: "You are here" })).toHaveCount(0);
  expect(await axeViolationsHere(page)).toEqual([]);

  release();
  await expect(dialog.getByRole("img", { name: "You are here" })).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText(/About .+ (along the route|away, as the crow flies)/);
  await expect(picture).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a refused location is said at once, and asked about once the dialog's code has come", async ({
  page,
}) => {
  // No geolocation grant: the browser refuses (code 1).
  const { tour, stops } = await placedDemoTour(page.request);
  const release = await holdScripts(page, NEXT_STOP_CONTENT);
  await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  const dialog = nextStopMap(page, stops[1]!.siteName);
  await expect(dialog).toContainText(
    "Your location is not shared, so the map shows only the stop.",
  );
  release();
  await expect(page.getByRole("dialog", { name: "Enable location services" })).toBeVisible({
    timeout: 30_000,
  });
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a dialog whose code cannot come keeps the picture, says so and still goes on", async ({
  page,
}) => {
  const { tour, stops } = await firstLeg(page);
  await refuseScripts(page, NEXT_STOP_CONTENT);
  await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  const dialog = nextStopMap(page, stops[1]!.siteName);
  await expect(dialog).toContainText("The map could not be loaded.");
  await expect(dialog).toContainText(/About .+ away, as the crow flies/);
  await expect
    .poll(() =>
      dialog
        .getByRole("img", { name: /^Map from / })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(dialog.getByRole("link", { name: /Get Directions/ })).toBeVisible();
  expect(await axeViolationsHere(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Arrived" }).click();
  await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${stops[1]!.slug}$`));
  await expect(dialog).toBeHidden();
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("without WebGL, the server's map is the map, with why the live one is missing", async ({
  page,
}) => {
  await withoutWebGl(page);
  const { tour, stops } = await firstLeg(page);
  await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  const dialog = nextStopMap(page, stops[1]!.siteName);
  const picture = dialog.getByRole("img", { name: /^Map from / });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(dialog).toContainText("This browser can't draw the map.");
  await expect(dialog.getByRole("img", { name: "You are here" })).toBeVisible();
});

test("a map that cannot be fetched leaves the dialog as it was without it", async ({ page }) => {
  await withoutWebGl(page);
  const { tour, stops } = await firstLeg(page);
  await page.route(/next-stop-map\.svg$/, (route) => route.abort("internetdisconnected"));
  await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  const dialog = nextStopMap(page, stops[1]!.siteName);
  await expect(dialog).toContainText("This browser can't draw the map.");
  await expect(dialog.getByRole("img", { name: /^Map from / })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Arrived" })).toBeVisible();
});
