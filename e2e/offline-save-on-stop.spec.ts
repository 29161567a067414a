/**
 * 'Save for offline' at the foot of a stop taken in person: a visitor sent from a QR sign straight
 * to a stop never sees the tour's intro, where the offer first stood. It comes once the stop has
 * had its time (never competing with the narration's first bytes), and saves the whole tour.
 */
import { expect, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { open } from "./support/navigation.js";
import type { ApiTour } from "./support/demo-api.js";

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
// A whole tour is saved: its pages are rendered and its files fetched, on a machine Chromium shares.
test.setTimeout(120_000);

const LEAD = "Walking on where there may be no signal? Keep this tour on your phone.";

test("a stop in person offers to save its tour, after a while, and saves it", async ({
  page,
  request,
}) => {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  const tour = tours.find((t) => !t.slug.startsWith("e2e-") && t.stopIds.length >= 2)!;
  const [first] = (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as {
    slug: string;
  }[];
  const planAsked: number[] = [];
  const opened = Date.now();
  page.on("request", (r) => {
    if (r.url().endsWith(`/api/tours/${tour.id}/offline`)) planAsked.push(Date.now() - opened);
  });

  await open(page, `/landing/walking-tours/tours/${tour.slug}/${first!.slug}`);
  const save = page.getByRole("button", { name: /^Save for offline · [\d.]+ MB$/ });
  await expect(save).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(LEAD)).toBeVisible();
  // Its size was asked for only once the stop had been open a while.
  expect(planAsked.length).toBeGreaterThan(0);
  expect(planAsked[0]).toBeGreaterThanOrEqual(5000);

  await save.scrollIntoViewIfNeeded();
  const box = (await save.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await save.click();
  await expect(page.getByText(/^Saved for offline · [\d.]+ MB ·/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(LEAD)).toBeHidden();
  expect(await axeViolationsHere(page)).toEqual([]);
});

test("a stop taken virtually does not offer it", async ({ page, request }) => {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  const tour = tours.find((t) => !t.slug.startsWith("e2e-") && t.stopIds.length >= 2)!;
  const [first] = (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as {
    slug: string;
  }[];
  await open(page, `/tours/${tour.slug}/v/${first!.slug}`);
  await page.waitForTimeout(7000);
  await expect(page.getByRole("region", { name: "Save for offline" })).toHaveCount(0);
});
