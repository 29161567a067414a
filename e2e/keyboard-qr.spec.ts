/**
 * Focus and announcements in the QR flow, with the keyboard alone: from a site's
 * welcome page to its stop by 'Hear the Story' (through the Terms of Use asked there on a first
 * visit), and through 'More Info' to the tour choice. Each
 * page change puts focus on the new page's h1 in view and names the page in the live region.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { open } from "./support/navigation.js";
import { apiRecords, apiStops, apiTours } from "./support/demo-api.js";

const announcer = (page: Page) => page.getByTestId("route-announcer");

async function pressEnterOn(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press("Enter");
}

/** A record that is the first stop of its only tour: its story needs no Terms of Use. */
async function firstStopRecord(page: Page) {
  const records = await apiRecords(page.request);
  for (const tour of await apiTours(page.request)) {
    const stops = await apiStops(page.request, tour);
    const record = records.find((r) => r.id === stops[0]?.recordId && r.Tours.length === 1);
    if (record && stops[0]) return { record, tour, stops, stop: stops[0] };
  }
  throw new Error("The demo content has no record that is only a tour's first stop");
}

/** A record that is a later stop of its only tour: its story asks for the Terms of Use first. */
async function laterStopRecord(page: Page) {
  const onOneTour = (await apiRecords(page.request)).filter((r) => r.Tours.length === 1);
  for (const tour of await apiTours(page.request)) {
    const stops = await apiStops(page.request, tour);
    for (const [index, stop] of stops.entries()) {
      const record = onOneTour.find((r) => r.id === stop.recordId);
      if (record && index > 0) return { record, stops, index, stop };
    }
  }
  throw new Error("The demo content has no record that is only a tour's later stop");
}

/** Focus is on the page's one h1, in view below the header; the live region says its text. */
async function expectFocusOnPageHeading(page: Page) {
  const heading = page.locator("h1:focus");
  await expect(heading).toHaveCount(1);
  const box = await heading.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? Infinity) + 20).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  return heading;
}

test("'Hear the Story' by keyboard: focus on the stop's heading, the stop announced", async ({
  page,
}) => {
  const { record, stops, stop } = await firstStopRecord(page);
  await open(page, `/landing/walking-tours/${record.slug}`);
  await pressEnterOn(page, page.getByRole("link", { name: "Hear the Story" }));
  await expect(page.getByRole("heading", { level: 1, name: stop.siteName })).toBeFocused();
  await expectFocusOnPageHeading(page);
  await expect(announcer(page)).toHaveText(`Stop 1 of ${stops.length}: ${stop.siteName}`);
});

test("a first visit by keyboard: the terms on the welcome page, Escape, then 'I Accept'", async ({
  page,
}) => {
  const { record, stops, index, stop } = await laterStopRecord(page);
  const welcome = `/landing/walking-tours/${record.slug}`;
  await open(page, welcome);
  const story = page.getByRole("link", { name: "Hear the Story" });
  const terms = page.getByRole("dialog", { name: "Terms of Use" });
  await pressEnterOn(page, story);
  await expect(terms).toBeVisible();
  await expect(terms.locator(":focus")).toHaveCount(1);
  // Escape closes it where it was asked: the button again, on the same page.
  await page.keyboard.press("Escape");
  await expect(terms).toBeHidden();
  await expect(story).toBeFocused();
  await expect(page).toHaveURL(welcome);

  await page.keyboard.press("Enter");
  await expect(terms).toBeVisible();
  const accept = terms.getByRole("button", { name: "I Accept" });
  while (!(await accept.evaluate((button) => button === document.activeElement))) {
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: stop.siteName })).toBeFocused();
  await expectFocusOnPageHeading(page);
  await expect(announcer(page)).toHaveText(
    `Stop ${index + 1} of ${stops.length}: ${stop.siteName}`,
  );
});

test("'More Info' by keyboard: the next page starts at its heading", async ({ page }) => {
  const { record } = await firstStopRecord(page);
  await open(page, `/landing/walking-tours/${record.slug}`);
  await pressEnterOn(page, page.getByRole("link", { name: "More Info" }));
  const heading = await expectFocusOnPageHeading(page);
  const text = ((await heading.textContent()) ?? "").trim();
  expect(text).not.toBe("");
  await expect(announcer(page)).toHaveText(text);
});
