/**
 * Two layout faults seen on a phone: stray list bullets beside the cards of
 * 'Other Tours for Site', and the intro text pressed against the photo caption above it.
 */
import { expect, test } from "@playwright/test";
import { open } from "./support/navigation.js";

interface ApiTour {
  id: string;
  slug: string;
}
interface ApiStop {
  slug: string;
  siteName: string;
  record: { Tours: string[] };
}

test("'Other Tours for Site' lists its cards without bullets", async ({ page, request }) => {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  let found: { tour: ApiTour; stop: ApiStop } | undefined;
  for (const tour of tours.filter((t) => !t.slug.startsWith("e2e-"))) {
    const stops = (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as ApiStop[];
    const shared = stops.find((s) => s.record.Tours.length > 1);
    if (shared) {
      found = { tour, stop: shared };
      break;
    }
  }
  if (!found) throw new Error("The demo content has no site on two tours");
  await page.addInitScript(() => localStorage.setItem("tos", "true"));
  await open(page, `/tours/${found.tour.slug}/v/${found.stop.slug}`);
  await page.getByText("Other Tours for Site").click();
  const items = page.locator(".accordion[open] .tour-cards > li");
  await expect(items.first()).toBeVisible();
  for (const style of await items.evaluateAll((all) =>
    all.map((li) => getComputedStyle(li).listStyleType),
  )) {
    expect(style).toBe("none");
  }
});

test("the intro text keeps its distance from the photo caption", async ({ page, request }) => {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  const tour = tours.find((t) => !t.slug.startsWith("e2e-"))!;
  await open(page, `/tours/${tour.slug}`);
  const caption = page.locator(".carousel__meta").first();
  const text = page.locator(".rich-text").first();
  const captionBox = (await caption.boundingBox())!;
  const textBox = (await text.boundingBox())!;
  expect(textBox.y - (captionBox.y + captionBox.height)).toBeGreaterThanOrEqual(16);
});
