/** 'Start at the nearest stop' on a tour's intro, in person. */
import { expect, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { expectNarrationPlaying, placedTour, placeOf, shortOf, standAt } from "./support/geo.js";
import { open } from "./support/navigation.js";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("tos", "true"));
});

test("opens the stop nearest the visitor, narration playing", async ({ page, context }) => {
  const { tour, stops } = await placedTour(page.request);
  const third = stops[2]!;
  await context.grantPermissions(["geolocation"]);
  // Near the third stop, a little way back toward the second.
  await standAt(context, shortOf(placeOf(stops[1]), placeOf(third), 60));
  await open(page, `/tours/${tour.slug}`);
  const button = page.getByRole("button", { name: "Start at the nearest stop" });
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await axeViolationsHere(page)).toEqual([]);

  await button.click();
  await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${third.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(third.siteName);
  await expectNarrationPlaying(page);
  // The tour counts as started: the intro now offers 'Go to First Stop'.
  await page.goBack();
  await expect(page.getByRole("link", { name: "Go to First Stop" })).toBeVisible();
});

test("is not offered virtually", async ({ page }) => {
  const { tour } = await placedTour(page.request);
  await open(page, `/tours/${tour.slug}/v`);
  await expect(page.getByRole("link", { name: "Take Tour Virtually" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start at the nearest stop" })).toHaveCount(0);
});
