/**
 * Issue 10, QR scan to story in one tap: the welcome page's first button, 'Hear the Story', plays
 * this place's story (one tap, plus 'I Accept' the first time on a stop that is not a tour's
 * first); a record on several tours asks for the tour, then goes straight to the stop.
 * Back-to-start skips its question when the scanned record is the tour's first stop.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe.js";
import { open } from "./support/navigation.js";
import {
  type ApiRecord,
  type ApiStop,
  type ApiTour,
  apiRecords,
  apiStops,
  apiTours,
  audioState,
  expectNarrationPlaying,
} from "./support/narration.js";

interface Placement {
  record: ApiRecord;
  tour: ApiTour;
  stops: ApiStop[];
  index: number;
}

/** Every (record, tour) pair of the demo content, with the record's place on that tour. */
async function placements(request: APIRequestContext): Promise<Placement[]> {
  const tours = await apiTours(request);
  const stopsByTour = new Map<string, ApiStop[]>();
  for (const tour of tours) stopsByTour.set(tour.id, await apiStops(request, tour));
  return (await apiRecords(request)).flatMap((record) =>
    record.Tours.flatMap((tourId) => {
      const tour = tours.find((candidate) => candidate.id === tourId);
      const stops = stopsByTour.get(tourId) ?? [];
      const index = stops.findIndex((stop) => stop.recordId === record.id);
      return tour && index >= 0 ? [{ record, tour, stops, index }] : [];
    }),
  );
}

async function pick(request: APIRequestContext, want: (p: Placement, all: Placement[]) => boolean) {
  const all = await placements(request);
  const found = all.find((p) => want(p, all));
  if (!found) throw new Error("The demo content has no such record");
  return found;
}

const toursOf = (p: Placement) => p.record.Tours.length;
const storyButton = (page: Page) => page.getByRole("link", { name: "Hear the Story" });
const termsModal = (page: Page) => page.getByRole("dialog", { name: "Terms of Use" });
const stopUrl = (p: Placement) =>
  `/landing/walking-tours/tours/${p.tour.slug}/${p.stops[p.index]!.slug}`;

test("the welcome page is served with 'Hear the Story' first, waiting for the scripts", async ({
  request,
}) => {
  const single = await pick(request, (p) => toursOf(p) === 1);
  const html = await (await request.get(`/landing/walking-tours/${single.record.slug}`)).text();
  const actions = html.slice(html.indexOf("landing__actions"));
  expect(actions).toMatch(/^[^<]*"><button[^>]*disabled=""[^>]*>Hear the Story<\/button>/);
  expect(actions).toMatch(/disabled=""[^>]*>Loading<\/button>/);
  expect(actions).toContain(`href="/records/${single.record.slug}"`);
});

test("a record on one tour: one tap, plus 'I Accept' the first time, then one tap", async ({
  page,
}) => {
  const single = await pick(page.request, (p) => toursOf(p) === 1 && p.index > 0);
  const stop = single.stops[single.index]!;
  const welcome = `/landing/walking-tours/${single.record.slug}`;
  await open(page, welcome);
  await expect(page.locator(".landing__actions > *").first()).toHaveText("Hear the Story");
  await storyButton(page).click();
  await expect(page).toHaveURL(stopUrl(single));
  // Nothing plays behind the Terms of Use.
  await expect(termsModal(page)).toBeVisible();
  expect((await audioState(page)).paused).toBe(true);
  await termsModal(page).getByRole("button", { name: "I Accept" }).click();
  await expectNarrationPlaying(page, stop.siteName, stop.audio.path);

  // Back another day: the terms are remembered, so one tap, and the tap itself starts the story:
  // it plays while the stop's page is still on its way (its data held back here for 3 s).
  await page.route("**/*.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await open(page, welcome);
  await storyButton(page).click();
  await expect
    .poll(async () => (await audioState(page)).paused, { timeout: 2_000, intervals: [50] })
    .toBe(false);
  await expect(page).toHaveURL(welcome);
  await expect(termsModal(page)).toBeHidden();
  await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
});

test("a record on several tours: pick the tour, then straight to its stop", async ({ page }) => {
  const several = await pick(page.request, (p) => toursOf(p) > 1);
  const stop = several.stops[several.index]!;
  await page.addInitScript(() => window.localStorage.setItem("tos", "true"));
  await open(page, `/landing/walking-tours/${several.record.slug}`);
  await storyButton(page).click();
  await expect(page).toHaveURL(
    `/landing/walking-tours/${several.record.id}/select-tour?then=story`,
  );
  await expect(
    page.getByText(
      `This tour stop is on ${toursOf(several)} tours. Select which tour you would like to take.`,
    ),
  ).toBeVisible();
  await page.getByRole("link", { name: several.tour.title }).click();
  await expect(page).toHaveURL(stopUrl(several));
  await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
});

test("'More Info' keeps leading to the tour's intro", async ({ page }) => {
  const several = await pick(page.request, (p) => toursOf(p) > 1);
  await open(page, `/landing/walking-tours/${several.record.slug}`);
  await page.getByRole("link", { name: "More Info" }).click();
  await expect(page).toHaveURL(`/landing/walking-tours/${several.record.id}/select-tour`);
  await page.getByRole("link", { name: several.tour.title }).click();
  await expect(page).toHaveURL(
    `/landing/walking-tours/tours/${several.tour.slug}?record=${several.record.id}`,
  );
});

test("back-to-start skips its question when the record is the tour's first stop", async ({
  page,
}) => {
  const first = await pick(page.request, (p) => p.index === 0);
  await open(
    page,
    `/landing/walking-tours/tours/${first.tour.slug}?record=${first.record.id}&c=musay`,
  );
  await page.getByRole("link", { name: "Take Tour", exact: true }).click();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(`${stopUrl(first)}?c=musay`);
  await expect(page.getByText("Would you like to continue")).toHaveCount(0);
  await expectNarrationPlaying(page, first.stops[0]!.siteName, first.stops[0]!.audio.path);
});

for (const width of [320, 390]) {
  test(`the welcome page's buttons fit and are easy to tap at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    const single = await pick(page.request, (p) => toursOf(p) === 1);
    await open(page, `/landing/walking-tours/${single.record.slug}`);
    for (const name of ["Hear the Story", "More Info", "See Record"]) {
      const box = (await page.getByRole("link", { name }).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    }
  });
}

test("the one-tap pages pass axe", async ({ browser, request }, testInfo) => {
  const single = await pick(request, (p) => toursOf(p) === 1);
  const several = await pick(request, (p) => toursOf(p) > 1);
  for (const path of [
    `/landing/walking-tours/${single.record.slug}`,
    `/landing/walking-tours/${several.record.id}/select-tour?then=story`,
  ]) {
    expect(await seriousAxeViolations(browser, testInfo, path), path).toEqual([]);
  }
});
