/**
 * The public maps brought up for the page-wide audits (tap-targets.spec.ts): the map of tour
 * starts (home and tours pages), which loads only near the screen, and the two tour map dialogs
 * of a stop page. Also where each map's markers lie against its box.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { nextStopMap, tourMap } from "./tour-maps.js";

export const startsMap = (page: Page) =>
  page.getByRole("region", { name: "Map of tour starting points" });

/** Waits until a MapLibre map has drawn its zoom buttons, its credits and its markers. */
export async function mapReady(map: Locator, markers: string): Promise<void> {
  await expect(map.locator("canvas")).toBeVisible();
  await expect(map.locator(".maplibregl-ctrl-zoom-in")).toBeVisible();
  await expect(map.locator(".maplibregl-ctrl-attrib-button")).toBeVisible();
  await expect(map.locator(markers).first()).toBeVisible();
}

/** Brings the page's map of tour starts into view, if it has one, and waits for its markers. */
export async function showStartsMap(page: Page): Promise<boolean> {
  const map = startsMap(page);
  if ((await map.count()) === 0) return false;
  await map.scrollIntoViewIfNeeded();
  await mapReady(map, ".map-point, .map-cluster");
  return true;
}

/** Opens the tour map dialog of the stop page shown and waits for its numbered stops. */
export async function showTourMap(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Show the tour map" }).click();
  const dialog = tourMap(page);
  await mapReady(dialog, ".stop-marker");
  return dialog;
}

/** Opens the next-stop map dialog of the stop page shown (location granted) and waits for it. */
export async function showNextStopMap(page: Page, siteName: string): Promise<Locator> {
  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  const dialog = nextStopMap(page, siteName);
  await mapReady(dialog, ".next-stop-pin");
  await expect(dialog.getByRole("button", { name: "Arrived" })).toBeVisible();
  return dialog;
}

/**
 * The markers of the MapLibre map in `within` that stick out of the map's box, each as its label
 * and box ("Stop 2: … at x=-4 y=120 44×44"): a marker cut by the edge is hard to see and to tap.
 */
export function markersOutside(within: Locator): Promise<string[]> {
  return within.locator(".maplibregl-map").evaluate((map) => {
    const box = map.getBoundingClientRect();
    const outside: string[] = [];
    for (const marker of map.querySelectorAll(".maplibregl-marker")) {
      const own = marker.getBoundingClientRect();
      const inside =
        own.left >= box.left - 0.5 &&
        own.right <= box.right + 0.5 &&
        own.top >= box.top - 0.5 &&
        own.bottom <= box.bottom + 0.5;
      if (inside) continue;
      const name = marker.getAttribute("aria-label") ?? marker.className;
      const [x, y] = [Math.round(own.left - box.left), Math.round(own.top - box.top)];
      outside.push(`${name} at x=${x} y=${y} ${Math.round(own.width)}×${Math.round(own.height)}`);
    }
    return outside;
  });
}
