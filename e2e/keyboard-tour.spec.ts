/**
 * Focus and announcements: a tour taken with the keyboard alone, from the tours list
 * to the outro. After each step focus is on the new page's h1 (never <body>, never off-screen or
 * under the sticky header) and the live region has named the page.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { open } from "./support/navigation.js";
import { acceptTerms, narratedTour } from "./support/narration.js";

const HEADER_HEIGHT = 56;
const announcer = (page: Page) => page.getByTestId("route-announcer");

/** Keyboard activation: focus the control as Tab would, then Enter. */
async function pressEnterOn(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press("Enter");
}

/** Focus is on the page's h1 named `name`, in view and clear of the sticky header. */
async function expectFocusOnHeading(page: Page, name: string) {
  const heading = page.getByRole("heading", { level: 1, name, exact: true });
  await expect(heading).toBeFocused();
  const box = await heading.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(HEADER_HEIGHT);
  expect(box.y + Math.min(box.height, 40)).toBeLessThanOrEqual(viewport.height);
}

/** Where the next Tab lands: inside the page's main, not the footer. */
async function expectNextTabInMain(page: Page) {
  await page.keyboard.press("Tab");
  const place = await page.evaluate(() => {
    const active = document.activeElement;
    return {
      inMain: Boolean(active && document.getElementById("main")?.contains(active)),
      isBody: active === document.body,
    };
  });
  expect(place).toEqual({ inMain: true, isBody: false });
}

test("a tour with the keyboard alone: focus and announcements from the list to the outro", async ({
  page,
}) => {
  const { tour, stops } = await narratedTour(page.request);
  await open(page, "/tours");

  await pressEnterOn(page, page.getByRole("link", { name: tour.title, exact: true }));
  await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}$`));
  await expectFocusOnHeading(page, tour.title);
  await expect(announcer(page)).toHaveText(tour.title);

  await pressEnterOn(page, page.getByRole("link", { name: "Take Tour Virtually" }));
  const first = stops[0]?.siteName ?? "";
  await expectFocusOnHeading(page, first);
  await expect(announcer(page)).toHaveText(`Stop 1 of ${stops.length}: ${first}`);

  // The Terms of Use modal hides stop 2: focus is in it, then 'I Accept' hands it to the stop.
  await pressEnterOn(page, page.getByRole("button", { name: "Go To Next Stop" }));
  const terms = page.getByRole("dialog", { name: "Terms of Use" });
  await expect(terms).toBeVisible();
  await expect(terms.locator(":focus")).toHaveCount(1);
  await pressEnterOn(page, terms.getByRole("button", { name: "I Accept" }));
  await expect(terms).toBeHidden();
  const second = stops[1]?.siteName ?? "";
  await expectFocusOnHeading(page, second);
  await expect(announcer(page)).toHaveText(`Stop 2 of ${stops.length}: ${second}`);
  await expectNextTabInMain(page);

  for (let n = 3; n <= stops.length; n++) {
    await pressEnterOn(page, page.getByRole("button", { name: "Go To Next Stop" }));
    const name = stops[n - 1]?.siteName ?? "";
    await expectFocusOnHeading(page, name);
    await expect(announcer(page)).toHaveText(`Stop ${n} of ${stops.length}: ${name}`);
  }

  await pressEnterOn(page, page.getByRole("button", { name: "Complete Tour" }));
  await expectFocusOnHeading(page, "We hope you enjoyed this tour!");
  await expect(announcer(page)).toHaveText("We hope you enjoyed this tour!");
});

test("a stop picked from Tour Stops takes focus to it, not left on the list far below", async ({
  page,
}) => {
  const { tour, stops } = await narratedTour(page.request);
  await acceptTerms(page);
  await open(page, `/tours/${tour.slug}/v/${stops[0]?.slug ?? ""}`);
  const tourStops = page.locator("details", {
    has: page.locator("summary", { hasText: "Tour Stops" }),
  });
  await pressEnterOn(page, tourStops.locator("summary"));
  const last = stops[stops.length - 1];
  await pressEnterOn(
    page,
    tourStops.getByRole("link", { name: last?.siteName ?? "", exact: true }),
  );
  await expectFocusOnHeading(page, last?.siteName ?? "");
  await expect(announcer(page)).toHaveText(
    `Stop ${stops.length} of ${stops.length}: ${last?.siteName ?? ""}`,
  );
});

test("closing the Terms of Use unaccepted leaves focus on 'Read the Terms of Use', said aloud", async ({
  page,
}) => {
  const { tour, stops } = await narratedTour(page.request);
  await open(page, `/tours/${tour.slug}/v`);
  await pressEnterOn(page, page.getByRole("link", { name: "Take Tour Virtually" }));
  await expectFocusOnHeading(page, stops[0]?.siteName ?? "");
  await pressEnterOn(page, page.getByRole("button", { name: "Go To Next Stop" }));
  const terms = page.getByRole("dialog", { name: "Terms of Use" });
  await expect(terms).toBeVisible();
  const readTerms = page.getByRole("button", { name: "Read the Terms of Use" });

  await page.keyboard.press("Escape");
  await expect(terms).toBeHidden();
  await expect(readTerms).toBeFocused();
  await expect(announcer(page)).toHaveText("Please accept the Terms of Use to see this stop.");

  // Open again from there, then closed with its ×: back on the same button.
  await page.keyboard.press("Enter");
  await expect(terms).toBeVisible();
  await pressEnterOn(page, terms.getByRole("button", { name: "Close" }));
  await expect(terms).toBeHidden();
  await expect(readTerms).toBeFocused();
});

test("Escape and Close leave search mode and give focus back to the search button", async ({
  page,
}) => {
  await open(page, "/tours");
  const searchButton = page.locator("header").getByRole("link", { name: "Search", exact: true });
  await pressEnterOn(page, searchButton);
  const box = page.getByRole("combobox", { name: "Search keywords", exact: true });
  await expect(box).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(box).toBeHidden();
  await expect(searchButton).toBeFocused();

  await pressEnterOn(page, searchButton);
  await pressEnterOn(page, page.getByRole("button", { name: "Close search" }));
  await expect(page.getByRole("combobox", { name: "Search keywords", exact: true })).toBeHidden();
  await expect(searchButton).toBeFocused();
});
