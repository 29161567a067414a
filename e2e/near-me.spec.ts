/**
 * 'Near me' on the tours list and the home page: tours ordered by how far away
 * they start, a distance on each card, and the visitor's location never sent anywhere.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { metresBetween, type LatLng, placeOf, standAt } from "./support/geo.js";
import type { ApiStop, ApiTour } from "./support/demo-api.js";
import { open } from "./support/navigation.js";

const DENIED_TITLE = "Enable location services";

/** Every demo tour with where it starts (its first placed stop), as the server works it out. */
async function toursWithStarts(request: APIRequestContext) {
  const tours = (await (await request.get("/api/tours")).json()) as (ApiTour & {
    categories: string[];
  })[];
  return Promise.all(
    tours
      .filter((tour) => !tour.slug.startsWith("e2e-"))
      .map(async (tour) => {
        const stops = (await (
          await request.get(`/api/tours/${tour.id}/stops`)
        ).json()) as ApiStop[];
        const first = stops.find((stop) => stop.record.Coordinates);
        return { ...tour, start: first ? placeOf(first) : null };
      }),
  );
}

type Placed = Awaited<ReturnType<typeof toursWithStarts>>[number];

const byTitle = (tours: readonly Placed[]) => {
  const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
  return [...tours].sort((a, b) => collator.compare(a.title, b.title)).map((t) => t.title);
};

const byDistanceFrom = (tours: readonly Placed[], from: LatLng) =>
  [...tours].sort((a, b) => distance(a, from) - distance(b, from)).map((tour) => tour.title);
const distance = (tour: Placed, from: LatLng) =>
  tour.start ? metresBetween(tour.start, from) : Number.POSITIVE_INFINITY;

const cardTitles = (page: Page) => page.locator(".tour-cards .tour-card__title");

/** Every request the page makes, as method, address and body, to look for the location in. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => seen.push(`${r.method()} ${r.url()} ${r.postData() ?? ""}`));
  return seen;
}

/**
 * A spot 40 m north of the start of a tour that sorts late by title and starts over 500 m from any
 * other tour, so 'Near me' visibly changes the order and puts that tour first.
 */
function spotNear(tours: readonly Placed[]) {
  const titles = byTitle(tours);
  const alone = (tour: Placed) =>
    tour.start !== null &&
    tours.every(
      (other) => other === tour || !other.start || metresBetween(other.start, tour.start!) > 500,
    );
  const target = [...tours]
    .sort((a, b) => titles.indexOf(b.title) - titles.indexOf(a.title))
    .find((tour) => alone(tour) && titles.indexOf(tour.title) > 0);
  if (!target?.start) throw new Error("No demo tour starts on its own");
  return { target, here: { lat: target.start.lat + 40 / 111_195, lng: target.start.lng } };
}

test("/tours: 'Near me' orders the cards nearest first, and the location stays in the browser", async ({
  page,
  context,
}) => {
  const tours = await toursWithStarts(page.request);
  const { target, here } = spotNear(tours);
  await context.grantPermissions(["geolocation"]);
  await standAt(context, here);
  const requests = recordRequests(page);
  await open(page, "/tours");
  await expect(cardTitles(page)).toHaveText(byTitle(tours));

  const nearMe = page.getByRole("button", { name: "Near me" });
  expect((await nearMe.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await nearMe.click();
  await expect(nearMe).toHaveAttribute("aria-pressed", "true");
  await expect(cardTitles(page)).toHaveText(byDistanceFrom(tours, here));
  await expect(cardTitles(page).first()).toHaveText(target.title);
  const firstCard = page.locator(".tour-card").first();
  await expect(firstCard).toContainText("Starts 130 feet away");
  expect(await axeViolationsHere(page)).toEqual([]);

  // The category filter keeps the order and the distances.
  const category = target.categories[0]!;
  await page.getByLabel("Category").selectOption(category);
  await expect(page).toHaveURL(/cat=/);
  const inCategory = tours.filter((tour) => tour.categories.includes(category));
  await expect(cardTitles(page)).toHaveText(byDistanceFrom(inCategory, here));
  await expect(firstCard).toContainText("away");

  await nearMe.click();
  await expect(nearMe).toHaveAttribute("aria-pressed", "false");
  await expect(cardTitles(page)).toHaveText(byTitle(inCategory));
  await expect(page.locator(".tour-card__note")).toHaveCount(0);

  const digits = [here.lat.toFixed(4), here.lng.toFixed(4)];
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((r) => digits.some((d) => r.includes(d)))).toEqual([]);
});

test("home: the featured tours can be ordered by distance", async ({ page, context }) => {
  const tours = await toursWithStarts(page.request);
  await open(page, "/");
  const shown = await page
    .locator("#featured-heading ~ .tour-cards .tour-card__title")
    .allTextContents();
  expect(shown.length).toBeGreaterThan(1);
  const featured = tours.filter((tour) => shown.includes(tour.title));
  // Stand by the start of the featured tour listed last.
  const last = featured.find((tour) => tour.title === shown.at(-1) && tour.start)!;
  await context.grantPermissions(["geolocation"]);
  await standAt(context, last.start!);
  await page.getByRole("button", { name: "Near me" }).click();
  await expect(page.locator("#featured-heading ~ .tour-cards .tour-card__title")).toHaveText(
    byDistanceFrom(featured, last.start!),
  );
  await expect(page.locator(".tour-card").first()).toContainText("Starts 10 feet away");
});

test("a refused location shows 'Enable location services' and keeps the order", async ({
  page,
}) => {
  const tours = await toursWithStarts(page.request);
  await open(page, "/tours");
  const nearMe = page.getByRole("button", { name: "Near me" });
  await nearMe.click();
  const modal = page.getByRole("dialog", { name: DENIED_TITLE });
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Ok" }).click();
  await expect(modal).toBeHidden();
  await expect(nearMe).toHaveAttribute("aria-pressed", "false");
  await expect(cardTitles(page)).toHaveText(byTitle(tours));
});

test("at 390 px the control and the distances fit", async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const tours = await toursWithStarts(page.request);
  const { here } = spotNear(tours);
  await context.grantPermissions(["geolocation"]);
  await standAt(context, here);
  await open(page, "/tours");
  await page.getByRole("button", { name: "Near me" }).click();
  for (const element of [
    page.getByRole("button", { name: "Near me" }),
    page.locator(".tour-card__note").first(),
  ]) {
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
