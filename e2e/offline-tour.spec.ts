/**
 * A tour saved for offline use, walked with the network off from a cold start: a new page opens a
 * stop, the narration plays and seeks from the saved copy, photos decode, and the other views of
 * the tour (virtually, the outro with the other tours' covers) open too; a page never saved shows
 * the offline page.
 */
import { expect, type Locator, test } from "@playwright/test";
import { acceptTerms, audioState, narratedTour } from "./support/narration.js";
import { open } from "./support/navigation.js";
import { waitForServiceWorker } from "./support/service-worker.js";

/** Each image, brought into view (covers load lazily), is drawn from bytes it got. */
async function expectDecoded(images: Locator) {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// A whole tour is saved: its pages are rendered and its files fetched, on a machine Chromium shares.
test.setTimeout(180_000);

test("a saved tour works with the network off, from a new page", async ({ context, request }) => {
  const { tour, stops } = await narratedTour(request);
  const [first, second] = stops;
  const page = await context.newPage();
  await acceptTerms(page);
  await open(page, `/tours/${tour.slug}`);
  await waitForServiceWorker(page);
  await page.getByRole("button", { name: /^Save for offline/ }).click();
  await expect(page.getByText(/^Saved for offline · [\d.]+ MB ·/)).toBeVisible({
    timeout: 120_000,
  });

  await context.setOffline(true);
  await page.close();
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

  for (const [path, heading] of [
    [`/tours/${tour.slug}/v/${second!.slug}`, second!.siteName],
    [`/landing/walking-tours/tours/${tour.slug}/${second!.slug}`, second!.siteName],
    [`/tours/${tour.slug}/outro`, undefined],
  ] as const) {
    await offline.goto(path);
    await expect(offline).toHaveURL(new RegExp(`${path}$`));
    if (heading) {
      await expect(
        offline.getByRole("heading", { level: 1, name: heading, exact: true }),
      ).toBeVisible();
    } else {
      await expect(offline.getByRole("heading", { level: 1, name: "You’re offline" })).toHaveCount(
        0,
      );
    }
  }

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
