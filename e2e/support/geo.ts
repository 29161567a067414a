/** Emulated walks for the GPS specs: a placed demo tour and positions stepping toward a stop. */
import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import type { ApiTour, ApiStop } from "./demo-api.js";

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function metresBetween(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** The point on the way from `from` to `to` that is `short` metres before `to`. */
export function shortOf(from: LatLng, to: LatLng, short: number): LatLng {
  const t = Math.max(0, 1 - short / metresBetween(from, to));
  return { lat: from.lat + (to.lat - from.lat) * t, lng: from.lng + (to.lng - from.lng) * t };
}

export const placeOf = (stop: ApiStop | undefined): LatLng => {
  if (!stop?.record.Coordinates) throw new Error("Expected a placed stop");
  return stop.record.Coordinates;
};

/**
 * The first demo tour of three or more stops, every one placed, whose stops `fit`; `lacking` says
 * what no tour had. `driving` keeps to the driving tours (category 'Driving Tours') or leaves
 * them out.
 */
export async function demoTourWhere(
  request: APIRequestContext,
  fit: (stops: ApiStop[]) => boolean,
  lacking: string,
  { driving }: { driving?: boolean } = {},
) {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  for (const tour of tours.filter((t) => !t.slug.startsWith("e2e-"))) {
    if (tour.stopIds.length < 3) continue;
    if (driving !== undefined && tour.categories.includes("Driving Tours") !== driving) continue;
    const stops = (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as ApiStop[];
    if (stops.every((stop) => stop.record.Coordinates) && fit(stops)) return { tour, stops };
  }
  throw new Error(`The demo content has no tour ${lacking}`);
}

/**
 * A placed walking tour (arrival on foot: 35 m, widened to 75 m at most) whose stops are each over
 * 200 m from the one before, so a walk can start well outside the arrival radius. The driving
 * tours meet a car farther out (arrival-driving.spec.ts).
 */
export const placedTour = (request: APIRequestContext) =>
  demoTourWhere(
    request,
    (stops) =>
      stops.every(
        (stop, i) => i === 0 || metresBetween(placeOf(stops[i - 1]), placeOf(stop)) > 200,
      ),
    "of three placed, spread-out stops",
    { driving: false },
  );

export async function standAt(context: BrowserContext, place: LatLng, accuracy = 5) {
  await context.setGeolocation({ latitude: place.lat, longitude: place.lng, accuracy });
}

/**
 * The visitor has refused the site their location in the browser's site settings: the browser's
 * permission says 'denied' (a context without a grant says 'prompt', and refuses each ask).
 */
export async function refuseLocationInSettings(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.setPermission", {
    permission: { name: "geolocation" },
    setting: "denied",
    browserContextId: targetInfo.browserContextId,
  });
}

/** The arrival panel's line on where the stop to reach is. */
export const whereLine = (page: Page) =>
  page.getByRole("region", { name: "Arrival alerts" }).locator(".arrival__note");

/** Moves the visitor and waits until the page has taken the new fix in (its distance line changed). */
export async function stepTo(page: Page, place: LatLng, accuracy = 5) {
  const before = await whereLine(page).textContent();
  await standAt(page.context(), place, accuracy);
  await expect(whereLine(page)).not.toHaveText(before ?? "");
}

/** The narration is playing: not paused, and its time moves on. */
export async function expectNarrationPlaying(page: Page) {
  const audio = page.locator("audio");
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
  const start = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime))
    .toBeGreaterThan(start);
}
