/**
 * A tour saved for offline use, walked with the network off from a cold start: a new page opens a
 * stop, the narration plays and seeks from the saved copy, photos decode, a stop picked from Tour
 * Stops shows its story (details its first page did not carry), every stop in person and
 * virtually shows its story and photos, their record pages open, and the outro opens with the other tours' covers; a page never saved shows the
 * offline page. A stop on a site other tours visit shows their covers too.
 */
import { tourBody } from "@tours/shared/testing";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { distanceMetres } from "@tours/shared/browser";
import { acceptTerms, audioState, narratedTour } from "./support/narration.js";
import { apiTours } from "./support/demo-api.js";
import { open } from "./support/navigation.js";
import { opening, openAccordion } from "./support/tour-page.js";
import { waitForServiceWorker } from "./support/service-worker.js";
import { ADMIN_API, staffHeaders, staffToken } from "./support/staff.js";

/** Each image, brought into view (covers load lazily), is drawn from bytes it got. */
async function expectDecoded(images: Locator) {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** Saves the tour from its intro, then takes the network away and closes the page. */
async function saveThenGoOffline(page: Page, tourSlug: string) {
  await open(page, `/tours/${tourSlug}`);
  await waitForServiceWorker(page);
  await page.getByRole("button", { name: /^Save for offline/ }).click();
  await expect(page.getByText(/^Saved for offline · [\d.]+ MB ·/)).toBeVisible({
    timeout: 120_000,
  });
  await page.context().setOffline(true);
  await page.close();
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// A whole tour is saved: its pages are rendered and its files fetched, on a machine Chromium shares.
test.setTimeout(180_000);

test("a saved tour works with the network off, from a new page", async ({ context, request }) => {
  const { tour, stops } = await narratedTour(request);
  const [first, second] = stops;
  const page = await context.newPage();
  await acceptTerms(page);
  await saveThenGoOffline(page, tour.slug);
  const offline = await context.newPage();
  await acceptTerms(offline);
  await offline.goto(`/tours/${tour.slug}/${first!.slug}`);
  await expect(
    offline.getByRole("heading", { level: 1, name: first!.siteName, exact: true }),
  ).toBeVisible();
  await expect(offline.locator("html")).toHaveAttribute("data-hydrated", "true");

  await offline.getByRole("button", { name: "Play", exact: true }).first().click();
  await expect.poll(async () => (await audioState(offline)).paused).toBe(false);
  const { currentTime } = await audioState(offline);
  await expect
    .poll(async () => (await audioState(offline)).currentTime, { timeout: 10_000 })
    .toBeGreaterThan(currentTime + 0.2);
  // Seeking asks the saved narration for a range: it lands where it was sent and plays on.
  const duration = await offline.locator("audio").evaluate((a: HTMLAudioElement) => a.duration);
  const target = Math.min(4, duration / 2);
  await offline.locator("audio").evaluate((a: HTMLAudioElement, t) => (a.currentTime = t), target);
  await expect
    .poll(async () => (await audioState(offline)).currentTime, { timeout: 10_000 })
    .toBeGreaterThan(target);
  expect((await audioState(offline)).paused).toBe(false);

  await expectDecoded(offline.locator("main img"));

  // The last stop, whose details the first stop's page does not carry: from the saved copy.
  const last = stops.at(-1)!;
  await openAccordion(offline, "Tour Stops");
  await offline.getByRole("link", { name: last.siteName, exact: true }).click();
  await expect(
    offline.getByRole("heading", { level: 1, name: last.siteName, exact: true }),
  ).toBeVisible();
  await expect(offline.locator("main")).toContainText(opening(last.narrativeText));
  await expect(offline.locator(".stop-details-pending")).toHaveCount(0);

  // Every stop, in person and virtually, and one in landing mode: its story and its photos.
  const views = stops.flatMap((stop) => [
    { path: `/tours/${tour.slug}/${stop.slug}`, stop },
    { path: `/tours/${tour.slug}/v/${stop.slug}`, stop },
  ]);
  views.push({ path: `/landing/walking-tours/tours/${tour.slug}/${second!.slug}`, stop: second! });
  for (const { path, stop } of views) {
    await offline.goto(path);
    await expect(offline).toHaveURL(new RegExp(`${path}$`));
    await expect(
      offline.getByRole("heading", { level: 1, name: stop.siteName, exact: true }),
    ).toBeVisible();
    await expect(offline.locator("main"), path).toContainText(opening(stop.narrativeText));
    await expectDecoded(offline.locator("main img"));
  }
  // The record page of every stop, kept with the tour.
  for (const { record } of stops) {
    await offline.goto(`/records/${record.slug}`);
    await expect(
      offline.getByRole("heading", { level: 1, name: record.Title, exact: true }),
    ).toBeVisible();
  }
  await offline.goto(`/tours/${tour.slug}/outro`);
  await expect(offline).toHaveURL(new RegExp(`/tours/${tour.slug}/outro$`));
  await expect(offline.getByRole("heading", { level: 1, name: "You’re offline" })).toHaveCount(0);

  // The outro's other tours ('Other Tours', 'Tours nearby'): their covers were saved with it.
  await offline.getByText("Other Tours", { exact: true }).click();
  const nearby = offline.getByRole("region", { name: "Tours nearby" });
  await expect(nearby.locator(".tour-card img").first()).toBeAttached();
  const covers = offline.locator("main .tour-card img");
  expect(await covers.count()).toBeGreaterThan(0);
  await expectDecoded(covers);

  // A page of another tour, never saved: the offline page, which lists the saved tour.
  await offline.goto("/about-us");
  await expect(offline.getByRole("heading", { level: 1, name: "You’re offline" })).toBeVisible();
  await expect(offline.getByRole("link", { name: tour.title })).toBeVisible();
  await context.setOffline(false);
});

interface SiteRecord {
  id: string;
  Title: string;
  Tours: string[];
  Coordinates: { lat: number; lng: number } | null;
  images: { path: string }[];
}

/**
 * Tours of the test's own around a demo site on several tours: `saved` visits the site, then ends
 * at another demo site; `onSite` visits the site too, with a cover of its own. While the site has
 * fewer tours than an outro lists, the outro shows `onSite` as well, so this checks what a visitor
 * sees offline; that the plan saves the cover for the stop itself is checked where the plan is
 * made (offline-plan.test.ts, offline-site-tours.routes.test.ts): pushing `onSite` out of the
 * outro here would take two dozen more tours, which the specs running beside this one would see.
 */
async function toursOnADemoSite(request: APIRequestContext) {
  const headers = staffHeaders(await staffToken(request));
  const demo = new Set((await apiTours(request)).map((tour) => tour.id));
  const records = (await (await request.get("/api/records")).json()) as SiteRecord[];
  const placed = records.filter((record) => record.Coordinates);
  const site = placed.find((record) => record.Tours.filter((id) => demo.has(id)).length >= 2);
  if (!site) throw new Error("The demo content has no site on two tours");
  const end = placed.find((record) => distanceMetres(record.Coordinates!, site.Coordinates!) > 100);
  if (!end) throw new Error("The demo content has no two sites apart");
  const shown = new Set([site, end].flatMap((record) => record.images.map((image) => image.path)));
  const cover = records
    .flatMap((record) => record.images.map((image) => image.path))
    .find((path) => path && !shown.has(path));
  if (!cover) throw new Error("The demo content has no photo off those sites");

  const key = `e2e-offline-site-${Date.now()}`;
  const created: string[] = [];
  const put = async (slug: string, title: string, sites: SiteRecord[], cover?: string) => {
    const stops = sites.map((record, i) => ({
      id: `${slug}-${i + 1}`,
      slug: `stop-${i + 1}`,
      siteName: record.Title,
      narrativeText: `<p>Stop ${i + 1}.</p>`,
      tourId: slug,
      recordId: record.id,
      audio: { path: "" },
      images: [],
    }));
    const images = cover ? [{ path: cover, caption: "" }] : [];
    const tour = tourBody({ id: slug, slug, title, categories: [], images });
    const res = await request.put(`${ADMIN_API}/tours/${slug}/with-stops`, {
      headers,
      data: { tour, stops },
    });
    expect(res.status()).toBe(200);
    created.push(slug);
  };
  const remove = () =>
    Promise.all(created.map((slug) => request.delete(`${ADMIN_API}/tours/${slug}`, { headers })));
  try {
    await put(key, "E2E offline site tour", [site, end]);
    await put(`${key}-on-site`, "Zz E2E offline tour on the site", [site], cover);
  } catch (error) {
    await remove();
    throw error;
  }
  return { slug: key, site, coverUrl: `/media/${cover}`, remove };
}

test("a saved stop shows the covers of the other tours for its site with the network off", async ({
  context,
  request,
}) => {
  const { slug, site, coverUrl, remove } = await toursOnADemoSite(request);
  try {
    const page = await context.newPage();
    await acceptTerms(page);
    await saveThenGoOffline(page, slug);

    const offline = await context.newPage();
    await acceptTerms(offline);
    for (const path of [
      `/tours/${slug}/stop-1`,
      `/tours/${slug}/v/stop-1`,
      `/landing/walking-tours/tours/${slug}/stop-1`,
    ]) {
      await offline.goto(path);
      await expect(
        offline.getByRole("heading", { level: 1, name: site.Title, exact: true }),
      ).toBeVisible();
      // Opened once the page's scripts run, so that it stays open.
      await expect(offline.locator("html")).toHaveAttribute("data-hydrated", "true");
      await offline.getByText("Other Tours for Site", { exact: true }).click();
      // The demo tours on the site (their covers the outro shows too), and the one it does not.
      const covers = offline.locator(".accordion[open] .tour-card img");
      await expect(covers.and(offline.locator(`img[src="${coverUrl}"]`))).toHaveCount(1);
      expect(await covers.count()).toBeGreaterThanOrEqual(2);
      await expectDecoded(covers);
    }
    await context.setOffline(false);
  } finally {
    await remove();
  }
});
