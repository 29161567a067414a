/**
 * Shared by the offline specs: a demo tour whose walk lies inside the test basemap's detailed
 * downtown blocks, saving a tour from its intro, and the maps' drawing read back from MapLibre.
 */
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { DOWNTOWN_BOUNDS } from "../../scripts/map/fixture-streets.js";
import type { ApiStop } from "./demo-api.js";
import { demoTourWhere, metresBetween, placeOf } from "./geo.js";
import { acceptTerms } from "./narration.js";
import { open } from "./navigation.js";
import { waitForServiceWorker } from "./service-worker.js";

/** What the specs use of a MapLibre map registered by test-map-registry.client.ts. */
export interface RegisteredMap {
  getContainer(): HTMLElement;
  isStyleLoaded(): boolean;
  areTilesLoaded(): boolean;
  on(type: "error", listener: (event: { error?: { message?: string } }) => void): void;
  queryRenderedFeatures(options: { layers: string[] }): { properties: Record<string, unknown> }[];
}

/** The window as the maps' registry leaves it (a cast: basemap.spec.ts declares its own view). */
interface MapWindow {
  __maplibreMaps?: RegisteredMap[];
  __mapErrors?: string[];
}

const inDowntown = (stop: ApiStop) => {
  const { lat, lng } = placeOf(stop);
  const [west, south, east, north] = DOWNTOWN_BOUNDS;
  return lng > west && lng < east && lat > south && lat < north;
};

/**
 * A demo tour of three or more placed stops whose first two lie in the fixture's detailed blocks
 * (streets to zoom 15) and far enough apart (over 150 m) that a walk starts outside the arrival
 * radius.
 */
export const downtownTour = (request: APIRequestContext) =>
  demoTourWhere(
    request,
    ([first, second]) =>
      inDowntown(first!) &&
      inDowntown(second!) &&
      metresBetween(placeOf(first), placeOf(second)) > 150,
    "starting with two placed downtown stops",
  );

/** Opens the tour's intro once the worker controls the page, saves it, and waits until it is saved. */
export async function saveTourFromIntro(page: Page, tourSlug: string): Promise<void> {
  await open(page, `/tours/${tourSlug}`);
  await waitForServiceWorker(page);
  await page.getByRole("button", { name: /^Save for offline · [\d.]+ MB$/ }).click();
  await expect(page.getByText(/^Saved for offline · [\d.]+ MB ·/)).toBeVisible({
    timeout: 150_000,
  });
}

/**
 * A visitor who saved the tour (terms accepted) and then lost the signal: the tour saved from a
 * page of its own, the network off for the whole context (checked), and that page closed.
 */
export async function saveTourThenGoOffline(context: BrowserContext, tourSlug: string) {
  const saving = await context.newPage();
  await acceptTerms(saving);
  await saveTourFromIntro(saving, tourSlug);
  await context.setOffline(true);
  await offlineForSure(saving);
  await saving.close();
}

/**
 * Before a page loads: the maps register themselves (test-map-registry.client.ts) and every error
 * a map reports once loaded (a tile, glyph or style that failed) is kept in window.__mapErrors.
 */
export function watchMapsScript() {
  const maps: RegisteredMap[] = [];
  const errors: string[] = [];
  const push = maps.push.bind(maps);
  maps.push = (...added: RegisteredMap[]) => {
    for (const map of added) {
      map.on("error", (event) => errors.push(event.error?.message ?? "map error"));
    }
    return push(...added);
  };
  Object.assign(window, { __maplibreMaps: maps, __mapErrors: errors });
}

/** Street names MapLibre has placed on the map inside `region`: drawn labels, not loaded data. */
export function renderedStreetNames(region: Locator): Promise<string[]> {
  return region.evaluate((element) => {
    const map = (window as MapWindow).__maplibreMaps?.find((m) =>
      element.contains(m.getContainer()),
    );
    if (!map?.isStyleLoaded()) return [];
    const labels = map.queryRenderedFeatures({
      layers: ["roads_labels_major", "roads_labels_minor"],
    });
    return [...new Set(labels.map((feature) => String(feature.properties.name)))].sort();
  });
}

/** Whether the map inside `region` has every tile it shows loaded. */
export function tilesLoaded(region: Locator): Promise<boolean> {
  return region.evaluate(
    (element) =>
      (window as MapWindow).__maplibreMaps
        ?.find((m) => element.contains(m.getContainer()))
        ?.areTilesLoaded() ?? false,
  );
}

/**
 * Asserts the network is really off, for the service worker too: the server's health check, asked
 * at an address never asked before (so no copy of it exists), gets no answer from the server.
 */
export async function offlineForSure(page: Page) {
  const answer = await page.evaluate(() =>
    fetch(`/healthz?probe=${Date.now()}`, { cache: "no-store" }).then(
      async (response) =>
        response.ok && (await response.text()).includes('"database"')
          ? "the server answered"
          : `no server (${response.status})`,
      () => "no network",
    ),
  );
  expect(answer).not.toBe("the server answered");
}

export const mapErrors = (page: Page) =>
  page.evaluate(() => (window as MapWindow).__mapErrors ?? []);
