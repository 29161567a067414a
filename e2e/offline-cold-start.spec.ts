/**
 * A saved tour from a real cold start: the tour is saved, the browser is closed, then reopened on
 * the same profile in airplane mode. A stop opens and its narration plays, the next-stop map and
 * the tour map draw the saved streets with the visitor's dot, walking on brings 'You've arrived',
 * 'Open stop' plays the next stop, and the outro opens, all with no network.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type BrowserContext,
  chromium,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { mediaUrl } from "@tours/shared/browser";
import { fixtureLayers } from "../scripts/map/fixture-streets.js";
import { arrivalBanner as banner, expectBannerDocked } from "./support/arrival.js";
import { CHROME_PATH, CHROMIUM_ARGS } from "./support/chromium.js";
import {
  expectNarrationPlaying,
  type LatLng,
  placeOf,
  shortOf,
  standAt,
  stepTo,
} from "./support/geo.js";
import {
  downtownTour,
  mapErrors,
  offlineForSure,
  renderedStreetNames,
  saveTourFromIntro,
  tilesLoaded,
  watchMapsScript,
} from "./support/offline.js";

// A whole tour is saved and the browser started twice, on a machine Chromium shares.
test.setTimeout(300_000);

/** A port nothing listens on (the discard service's). */
const DEAD_PORT = 9;

/** Chromium as the visitor's phone, on a profile that outlives the browser. */
function launchPhone(userDataDir: string, baseURL: string, place: LatLng, airplane = false) {
  return chromium.launchPersistentContext(userDataDir, {
    // Airplane mode for the whole browser: every request, the service worker's too, goes to a
    // proxy that is not there. (Playwright's offline emulation reaches a worker only once it has
    // attached to it, and a worker started by the first page load may fetch before that.)
    ...(airplane ? { proxy: { server: `http://127.0.0.1:${DEAD_PORT}` } } : {}),
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ["geolocation"],
    geolocation: { latitude: place.lat, longitude: place.lng, accuracy: 5 },
  });
}

/**
 * Requests of the page (its own or answered by the worker) that failed or were refused. A request
 * the page cancelled itself (a map closed, the narration switched) is not a failure.
 */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText ?? "";
    if (error !== "net::ERR_ABORTED") failures.push(`${request.url()} ${error}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`${response.url()} ${response.status()}`);
  });
  page.on("pageerror", (error) => failures.push(error.message));
  return failures;
}

/** Every street the test basemap names. */
const FIXTURE_STREETS = fixtureLayers().roads.features.flatMap((road) =>
  typeof road.properties?.name === "string" ? [road.properties.name] : [],
);

/**
 * A map that has drawn offline: its canvas, the visitor's dot, every tile it shows loaded and
 * none failed, and at least `streets` of the test basemap's streets labelled (label glyphs from
 * the saved copy too).
 */
async function expectMapDrawn(region: Locator, streets: number) {
  await expect(region.locator("canvas")).toBeVisible();
  await expect(region.getByRole("img", { name: "You are here" })).toBeVisible();
  await expect.poll(() => tilesLoaded(region), { timeout: 30_000 }).toBe(true);
  expect(await mapErrors(region.page())).toEqual([]);
  await expect
    .poll(async () => (await renderedStreetNames(region)).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(streets);
  expect(FIXTURE_STREETS).toEqual(expect.arrayContaining(await renderedStreetNames(region)));
}

test("a saved tour is walked in airplane mode after the browser is closed and reopened", async ({
  request,
  baseURL,
}) => {
  const { tour, stops } = await downtownTour(request);
  const [first, second] = stops as [(typeof stops)[0], (typeof stops)[0]];
  const [here, next] = [placeOf(first), placeOf(second)];
  const allTours = (await (await request.get("/api/tours")).json()) as {
    id: string;
    images: { path: string }[];
  }[];
  const otherCovers = allTours
    .filter((other) => other.id !== tour.id)
    .flatMap((other) => other.images.map((image) => mediaUrl(image.path)));
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tours-cold-start-"));
  let phone: BrowserContext | undefined;
  try {
    phone = await launchPhone(userDataDir, baseURL!, here);
    await phone.addInitScript(() => window.localStorage.setItem("tos", "true"));
    await saveTourFromIntro(phone.pages()[0] ?? (await phone.newPage()), tour.slug);
    await phone.close();

    // Reopened in airplane mode: the network is off before any page opens.
    phone = await launchPhone(userDataDir, baseURL!, here, true);
    await phone.setOffline(true);
    await phone.addInitScript(watchMapsScript);
    const page = phone.pages()[0] ?? (await phone.newPage());
    const failures = watchFailures(page);

    await page.goto(`/tours/${tour.slug}/${first.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: first.siteName })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("status").filter({ hasText: /^Offline/ })).toBeVisible();
    // Really offline, the worker too.
    await offlineForSure(page);
    failures.length = 0;

    await page.getByRole("button", { name: "Play", exact: true }).first().click();
    await expectNarrationPlaying(page);

    await page.getByRole("button", { name: "Go To Next Stop" }).click();
    const dialog = page.getByRole("dialog", { name: `Next stop: ${second.siteName}` });
    await expect(dialog.locator(".map-dialog__map")).toHaveAttribute("data-drawn", /tour-leg/);
    await expectMapDrawn(dialog, 2);
    // The tour map in the header draws offline too, with the visitor on it.
    await dialog.getByRole("button", { name: "Close map" }).click();
    await page.getByRole("button", { name: "Show the tour map" }).click();
    const overview = page.getByRole("dialog", { name: "Tour map" });
    await expectMapDrawn(overview, 1);
    await overview.getByRole("button", { name: "Close map" }).click();
    expect(failures).toEqual([]);

    await page.getByRole("button", { name: "Go To Next Stop" }).click();
    await expect(dialog.getByRole("img", { name: "You are here" })).toBeVisible();
    // The visitor walks on; the prompt meets them at the next stop and opens it.
    await stepTo(page, shortOf(here, next, 100));
    await expect(banner(page)).toHaveCount(0);
    await standAt(phone, shortOf(here, next, 20));
    await expect(banner(page)).toContainText(`You've arrived at ${second.siteName}`);
    await expectBannerDocked(page);
    await banner(page).getByRole("button", { name: "Open stop" }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${second.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.siteName);
    await expectNarrationPlaying(page);

    await page.goto(`/tours/${tour.slug}/outro`);
    await expect(
      page.getByRole("heading", { name: "We hope you enjoyed this tour!" }),
    ).toBeVisible();
    await expect(page.getByText(`2 of ${stops.length} stops visited`)).toBeVisible();
    expect(await mapErrors(page)).toEqual([]);
    // The outro's other-tour covers are saved too, but specs running beside this one make and
    // remove tours of their own meanwhile, which the saved outro may list: those covers are left
    // out of this check. Everything else the walk needed came from the saved copy.
    expect(failures.filter((failure) => !otherCovers.some((url) => failure.includes(url)))).toEqual(
      [],
    );
  } finally {
    await phone?.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
});
