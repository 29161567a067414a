/**
 * A teacher prints pages for a class: a stop, its record, a tour's intro and outro and the lesson
 * plans come out as their content (title, the whole text, photos, captions, the citation and the
 * page's address) in black on white, without the site's chrome or any of its controls.
 */
import { expect, type Page, test } from "@playwright/test";
import { apiStops, apiTours } from "./support/demo-api.js";
import { open } from "./support/navigation.js";
import { acceptTerms, escapeRegExp, plainText } from "./support/tour-page.js";

const BLACK = "rgb(0, 0, 0)";
const WHITE = "rgb(255, 255, 255)";

/** The demo stop with the longest narrative (cut at 175 px on screen), with its tour. */
async function longestStop(page: Page) {
  let found: { tourSlug: string; stop: Awaited<ReturnType<typeof apiStops>>[number] } | undefined;
  for (const tour of await apiTours(page.request)) {
    for (const stop of await apiStops(page.request, tour)) {
      if (!found || stop.narrativeText.length > found.stop.narrativeText.length) {
        found = { tourSlug: tour.slug, stop };
      }
    }
  }
  if (!found) throw new Error("The demo content has no stops");
  return found;
}

/** The words a reader would see last in stored HTML. */
const closing = (html: string) => plainText(html).split(" ").slice(-6).join(" ");

/** What no printed page shows: the site's chrome and every control. */
async function expectNoChrome(page: Page) {
  await expect(page.getByRole("complementary", { name: "Donations" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("group", { name: "Text size" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Now playing" })).toBeHidden();
  // The only button left on paper is a photo (the carousel's, which opens it on screen).
  const buttons = await page
    .locator("button:visible, .button:visible, [role=button]:visible")
    .evaluateAll((all) => all.filter((b) => !b.matches(".carousel__open")).map((b) => b.outerHTML));
  expect(buttons).toEqual([]);
}

/** Black on white, the page's address under its title, and a PDF Chromium can make of it. */
async function expectPrintable(page: Page, path: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", BLACK);
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
  ).toBe(WHITE);
  const address = page.getByText(new RegExp(`^https?://[^/\\s]+${escapeRegExp(path)}$`));
  await expect(address).toBeVisible();
  const pdf = await page.pdf({ format: "Letter" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
}

/** Every collapsible text on the page is whole: nothing clipped, no fade, no 'View More'. */
async function expectWholeText(page: Page) {
  const bodies = page.locator(".collapsible__body");
  expect(await bodies.count()).toBeGreaterThan(0);
  for (const clipped of await bodies.evaluateAll((all) =>
    all.map((body) => body.scrollHeight - body.clientHeight),
  )) {
    expect(clipped).toBe(0);
  }
  // Still in the page for the screen, but not printed.
  for (const toggle of await page.locator(".collapsible__toggle").all()) {
    await expect(toggle).toBeHidden();
  }
}

test.beforeEach(({ page }) => acceptTerms(page));

test("a printed stop shows its whole story, photo, record and address, no controls", async ({
  page,
}) => {
  const { tourSlug, stop } = await longestStop(page);
  const path = `/tours/${tourSlug}/v/${stop.slug}`;
  await open(page, path);
  const story = page.locator(".collapsible").first();
  // On screen the story is cut under a fade until 'View More', and the player docks below.
  await expect(story.getByRole("button", { name: "View More" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: stop.siteName })).toBeVisible();
  await expectWholeText(page);
  await expect(story).toContainText(closing(stop.narrativeText));
  // The photo on show and its caption; not the arrows or the counter.
  const photo = page.locator(".carousel .is-current img");
  await expect(photo).toBeVisible();
  const photoBox = (await photo.boundingBox())!;
  expect(photoBox.width).toBeGreaterThan(200);
  expect(photoBox.width).toBeLessThanOrEqual(15 * 38);
  for (const control of await page.locator(".carousel__arrow, .carousel__counter").all()) {
    await expect(control).toBeHidden();
  }
  const caption = stop.images[0]?.caption.trim();
  if (caption) await expect(page.getByText(caption, { exact: true }).first()).toBeVisible();
  // The record and its citation print open; the other accordions do not print.
  await expect(page.getByRole("heading", { name: "Full Record and Citation" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Citation", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tour Stops" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Go To Next Stop" })).toBeHidden();
  await expect(page.getByRole("group", { name: stop.siteName, exact: true })).toBeHidden();
  await expectNoChrome(page);
  await expectPrintable(page, path);
});

test("a printed record shows its fields, photos and citation, no controls", async ({ page }) => {
  const { stop } = await longestStop(page);
  const path = `/records/${stop.record.slug}`;
  await open(page, path);
  await expect(page.getByRole("button", { name: "Copy citation" })).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: stop.record.Title })).toBeVisible();
  if (stop.record.Description) {
    const description = page.locator(".record-field__prose");
    await expect(description).toBeVisible();
    expect(await description.evaluate((d) => d.scrollHeight - d.clientHeight)).toBe(0);
  }
  const photos = page.locator(".record-photo img");
  for (const photo of await photos.all()) {
    await expect(photo).toBeVisible();
    expect((await photo.boundingBox())!.width).toBeLessThanOrEqual(15 * 38);
  }
  await expect(page.getByRole("heading", { name: "Citation", exact: true })).toBeVisible();
  await expect(page.getByText(`${path}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy citation" })).toBeHidden();
  await expectNoChrome(page);
  await expectPrintable(page, path);
});

test("a printed intro, outro and lesson plans page show their content only", async ({ page }) => {
  const { tourSlug } = await longestStop(page);
  for (const path of [`/tours/${tourSlug}`, `/tours/${tourSlug}/v/outro`]) {
    await open(page, path);
    await page.emulateMedia({ media: "print" });
    await expectWholeText(page);
    await expect(page.getByRole("region", { name: "Save for offline" })).toBeHidden();
    await expect(page.getByRole("region", { name: "Keep these tours free" })).toBeHidden();
    await expectNoChrome(page);
    await expectPrintable(page, path);
    await page.emulateMedia({ media: "screen" });
  }

  await open(page, "/lesson-plans");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Classroom guide" })).toBeVisible();
  await expect(page.locator(".document-link").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Grade bands" })).toBeHidden();
  await expectNoChrome(page);
  await expectPrintable(page, "/lesson-plans");
});
