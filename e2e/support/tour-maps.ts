/**
 * What the tour map specs share (tour-next-stop-map.spec.ts, tour-overview-map.spec.ts): a demo
 * tour whose stops are all placed, the two map dialogs, and a short-lived tour with a stop whose
 * record has no coordinates.
 */
import path from "node:path";
import { tourBody } from "@tours/shared/testing";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Browser, TestInfo } from "@playwright/test";
import { axeViolations } from "./axe.js";
import { type ApiStop, apiStops, apiTours } from "./demo-api.js";
import type { LatLng } from "./tour-page.js";
import { createRecord } from "./admin-records.js";

export const degrees = (value: number) => String(Number(value.toFixed(6)));

/** A demo tour of three or more stops, every one placed, with its stops in order. */
export async function placedDemoTour(request: APIRequestContext) {
  for (const tour of await apiTours(request)) {
    if (tour.stopIds.length < 3) continue;
    const stops = await apiStops(request, tour);
    if (stops.every((stop) => stop.record.Coordinates)) return { tour, stops };
  }
  throw new Error("The demo content has no tour of three placed stops");
}

/**
 * The axe violations on the first stop of a placed demo tour once `openMap`
 * has opened one of its maps there, in a fresh context drawing WebGL in software.
 */
export async function openMapViolations(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
  openMap: (page: Page, stops: ApiStop[]) => Promise<void>,
) {
  const { tour, stops } = await placedDemoTour(request);
  const path = `/tours/${tour.slug}/${stops[0]!.slug}`;
  return axeViolations(browser, testInfo, path, async (page) => {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await openMap(page, stops);
  });
}

export const at = (stop: ApiStop | undefined): LatLng => {
  if (!stop?.record.Coordinates) throw new Error("Expected a placed stop");
  return stop.record.Coordinates;
};

export const nextStopMap = (page: Page, siteName: string) =>
  page.getByRole("dialog", { name: `Next stop: ${siteName}` });
export const tourMap = (page: Page) => page.getByRole("dialog", { name: "Tour map" });

/**
 * Adds, for the calling describe block, a tour of two stops: "placed" (a demo stop's record) and
 * "unplaced" (a new record without coordinates), deleted after it. Answers the tour's id.
 */
export function tourWithUnplacedStop(): { tourId: () => string } {
  let token = "";
  let tourId = "";
  let recordId = "";

  test.beforeAll(async ({ request }, testInfo) => {
    const login = await request.post("/dashboard/api/auth/login", {
      data: { email: "e2e-admin@example.org", password: "e2e-password-123" },
    });
    token = ((await login.json()) as { token: string }).token;
    const headers = { "x-local-token": token };
    // Both map specs make one, maybe at the same time: the spec's name keeps their ids apart.
    const spec = path.basename(testInfo.file, ".spec.ts");
    const suffix = `${spec}-${testInfo.project.name}-${Date.now()}`;
    recordId = `e2e-unplaced-stop-${suffix}`;
    tourId = `e2e-map-tour-${suffix}`;
    const { stops } = await placedDemoTour(request);

    await createRecord(request, token, {
      id: recordId,
      slug: recordId,
      Title: "E2E Record Without a Place",
      Type: "Document",
    });

    const stop = (slug: string, siteName: string, stopRecordId: string) => ({
      id: `${tourId}-${slug}`,
      slug,
      siteName,
      narrativeText: `<p>${siteName}.</p>`,
      tourId,
      recordId: stopRecordId,
      audio: { path: "" },
      images: [],
      content: [],
    });
    const saved = await request.put(`/dashboard/api/tours/${tourId}/with-stops`, {
      headers,
      data: {
        tour: tourBody({
          id: tourId,
          slug: tourId,
          title: "E2E Tour With an Unplaced Stop",
          categories: [],
        }),
        stops: [
          stop("placed", "E2E Placed Site", stops[0]!.record.id),
          stop("unplaced", "E2E Unplaced Site", recordId),
        ],
      },
    });
    expect(saved.status()).toBe(200);
  });

  test.afterAll(async ({ request }) => {
    const headers = { "x-local-token": token };
    expect((await request.delete(`/dashboard/api/tours/${tourId}`, { headers })).status()).toBe(
      204,
    );
    expect((await request.delete(`/dashboard/api/records/${recordId}`, { headers })).status()).toBe(
      204,
    );
    await request.post("/dashboard/api/auth/logout", { headers });
  });

  return { tourId: () => tourId };
}

/**
 * Holds the scripts whose code contains `text` until the returned function lets them load,
 * whatever the bundler called the files.
 */
export async function holdScripts(page: Page, text: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.m?js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(text)) await released;
    await route.fulfill({ response });
  });
  return release;
}

/**
 * Fails the scripts whose code contains `text`, as a phone offline (or holding a page older than
 * the release) would.
 */
export async function refuseScripts(page: Page, text: string): Promise<void> {
  await page.route(/\/assets\/[^/]+\.m?js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(text)) await route.abort("internetdisconnected");
    else await route.fulfill({ response });
  });
}
