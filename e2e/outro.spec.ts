/**
 * An outro that closes the walk: after visiting some stops and skipping others, the
 * outro counts them and names the skipped ones, shares the tour (copy-link fallback), suggests the
 * tours that start nearest to where this one ends, its lesson plans, and the donation link.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { open } from "./support/navigation.js";

interface LatLng {
  lat: number;
  lng: number;
}
interface ApiTour {
  id: string;
  slug: string;
  title: string;
  categories: string[];
  stopIds: string[];
}
interface ApiStop {
  slug: string;
  siteName: string;
  record: { Coordinates: LatLng | null };
}

const LESSONS = "Tours with Lesson Plans";

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await (await request.get(path)).json()) as T;
}

async function demoTours(request: APIRequestContext) {
  const tours = (await json<ApiTour[]>(request, "/api/tours")).filter(
    (tour) => !tour.slug.startsWith("e2e-"),
  );
  const stopsOf = (tour: ApiTour) => json<ApiStop[]>(request, `/api/tours/${tour.id}/stops`);
  return { tours, stopsOf };
}

/** Great-circle distance, to rank the other tours the way a visitor would expect. */
function metres(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("tos", "true");
    // Headless Chromium may or may not offer the share sheet: test the fallback everywhere.
    Reflect.deleteProperty(Navigator.prototype, "share");
  });
});

test("the outro counts the stops visited, names the skipped ones and shares the tour", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { tours, stopsOf } = await demoTours(request);
  const tour = tours.find((t) => t.stopIds.length >= 4 && t.categories.includes(LESSONS));
  if (!tour) throw new Error("The demo content has no lesson-plan tour of four stops");
  const stops = await stopsOf(tour);
  const [first, second, third, ...rest] = stops;

  await open(page, `/tours/${tour.slug}/v/${first!.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: first!.siteName })).toBeVisible();
  await open(page, `/tours/${tour.slug}/v/${third!.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: third!.siteName })).toBeVisible();
  await open(page, `/tours/${tour.slug}/v/outro`);

  await expect(page.getByText(`2 of ${stops.length} stops visited`)).toBeVisible();
  const skipped = page.getByRole("list", { name: "You skipped these stops:" });
  await expect(skipped.getByRole("link")).toHaveText([second!, ...rest].map((s) => s.siteName));
  await expect(skipped.getByRole("link", { name: second!.siteName })).toHaveAttribute(
    "href",
    `/tours/${tour.slug}/v/${second!.slug}`,
  );
  // The SPEC's outro stays: heading and 'View Other Tours'.
  await expect(page.getByRole("heading", { name: "We hope you enjoyed this tour!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Other Tours" })).toBeVisible();

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${baseURL}/tours/${tour.slug}`);

  // A tour made for classrooms points to its lesson plans; the donation link is there.
  const lessons = page.getByRole("region", { name: "Lesson plans" });
  await expect(lessons.getByRole("link").first()).toHaveAttribute("href", "/lesson-plans");
  const donateUrl = await page.getByRole("link", { name: "Donate Now" }).getAttribute("href");
  const donate = page.getByRole("region", { name: "Keep these tours free" });
  await expect(donate.getByRole("link", { name: /^Donate/ })).toHaveAttribute("href", donateUrl!);

  expect(await axeViolationsHere(page)).toEqual([]);
});

test("the outro suggests the tours that start nearest to where this one ends", async ({
  page,
  request,
}) => {
  const { tours, stopsOf } = await demoTours(request);
  const tour = tours.find((t) => !t.categories.includes(LESSONS) && t.stopIds.length >= 2);
  if (!tour) throw new Error("The demo content has no tour without lesson plans");
  const placed = (stops: ApiStop[]) => stops.flatMap((s) => s.record.Coordinates ?? []);
  const end = placed(await stopsOf(tour)).at(-1)!;
  const starts = await Promise.all(
    tours
      .filter((t) => t.id !== tour.id)
      .map(async (t) => ({ title: t.title, start: placed(await stopsOf(t))[0] })),
  );
  const expected = starts
    .flatMap((t) => (t.start ? [{ title: t.title, away: metres(end, t.start) }] : []))
    .sort((a, b) => a.away - b.away)
    .slice(0, 3)
    .map((t) => t.title);

  await open(page, `/tours/${tour.slug}/outro`);
  const nearby = page.getByRole("region", { name: "Tours nearby" });
  await expect(nearby.getByRole("heading", { level: 3 })).toHaveText(expected);
  await expect(nearby.getByText(/^Starts .+ away$/)).toHaveCount(expected.length);
  await expect(page.getByRole("region", { name: "Lesson plans" })).toHaveCount(0);
  // Nothing visited in this browser yet: every stop is named as skipped.
  await expect(page.getByText(/^0 of \d+ stops visited$/)).toBeVisible();
});

test("the nearby tours share one row on a computer, as on /tours, and stack on a phone", async ({
  page,
  request,
}) => {
  const { tours } = await demoTours(request);
  const path = `/tours/${tours[0]!.slug}/outro`;
  const cards = page.getByRole("region", { name: "Tours nearby" }).getByRole("article");
  const boxes = async () =>
    Promise.all((await cards.all()).map(async (c) => (await c.boundingBox())!));

  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, path);
  await expect(cards).toHaveCount(3);
  const row = await boxes();
  expect(new Set(row.map((box) => Math.round(box.y))).size).toBe(1);
  for (const [index, box] of row.entries()) {
    if (index > 0) expect(box.x).toBeGreaterThan(row[index - 1]!.x + row[index - 1]!.width);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(cards.first()).toBeVisible();
  const column = await boxes();
  expect(new Set(column.map((box) => Math.round(box.x))).size).toBe(1);
  for (const [index, box] of column.entries()) {
    if (index > 0) expect(box.y).toBeGreaterThan(column[index - 1]!.y + column[index - 1]!.height);
  }
});

test.describe("where the browser has a share sheet", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      // A stand-in share sheet that remembers what it was given.
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
  });

  test("'Share this tour' hands the tour's address to the share sheet", async ({
    page,
    request,
    baseURL,
  }) => {
    const { tours } = await demoTours(request);
    const tour = tours[0]!;
    await open(page, `/tours/${tour.slug}/outro`);
    await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
    await page.getByRole("button", { name: "Share this tour" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(`${baseURL}/tours/${tour.slug}`);
  });
});
