import { expect, type Locator, type Page, test } from "@playwright/test";
import { open, withoutScripts } from "./support/navigation.js";

const MENU = [
  "Home",
  "Tours",
  "Records",
  "Lesson Plans",
  "FAQ",
  "About Us",
  "Support Us",
  "Merchandise",
  "Our Sponsors",
  // Beyond the SPEC's nine: the tours kept on this device for offline use.
  "Saved tours",
];

test("the donate band links to the donation page and the store", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByRole("link", { name: "Donate Now" })).toHaveAttribute("href", /^https:/);
  await expect(page.getByRole("link", { name: "Merchandise" }).first()).toHaveAttribute(
    "target",
    "_blank",
  );
});

test("the menu drawer lists the SPEC's nine links, then Saved tours, and closes on Escape or outside", async ({
  page,
}) => {
  await open(page, "/faq");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link")).toHaveText(MENU.map((name) => new RegExp(`^${name}`)));
  await expect(drawer.getByRole("link", { name: /Support Us/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  await expectFocusKeptThenClosed(page, drawer);
});

test("at the largest text on a 320 px phone, the menu's close button keeps its 44 px and the links scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.addInitScript(() => localStorage.setItem("text-size", "2"));
  await open(page, "/faq");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  // Squeezed by the links below it, it was once 60 by 24 px.
  const close = (await drawer.getByRole("button", { name: "Close menu" }).boundingBox())!;
  expect(close.width).toBeGreaterThanOrEqual(44);
  expect(close.height).toBeGreaterThanOrEqual(44);
  const last = drawer.getByRole("link", { name: "Saved tours" });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
});

test("a menu link navigates and the drawer closes", async ({ page }) => {
  await open(page, "/faq");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: "Our Sponsors" })
    .click();
  await expect(page).toHaveURL(/\/our-sponsors$/);
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
});

test("before the scripts have run, the menu works and a link closes it by loading the page", async ({
  page,
}) => {
  // Hold the client entry back: the page shows, but nothing is hydrated.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/faq", { waitUntil: "domcontentloaded" });
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  // The scripts arrive while the drawer is open: it stays open and keeps working.
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("link", { name: "Our Sponsors" }).click();
  await expect(page).toHaveURL(/\/our-sponsors$/);
  await expect(drawer).toBeHidden();
});

test("without JavaScript the menu opens and closes and the search icon leads to a keyword form", async ({
  browser,
}, testInfo) => {
  const context = await withoutScripts(browser, testInfo);
  const page = await context.newPage();
  await page.goto("/faq?c=musay");

  const drawer = page.getByRole("dialog", { name: "Menu" });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer).toBeVisible();
  await expectFocusKeptThenClosed(page, drawer);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "Close menu" }).click();
  await expect(drawer).toBeHidden();

  await searchIcon(page).click();
  await expect(page).toHaveURL(/\/search\?c=musay$/);
  await expect(page.getByText("No search keyword")).toBeVisible();
  const box = page.getByRole("combobox", { name: "Search tour stops by keyword" });
  await expect(box).toHaveAttribute("placeholder", "Search keywords...");
  await expect(page.locator("datalist option").first()).toBeAttached();
  await box.fill("music");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?keyword=music&c=musay$/);
  await expect(
    page.getByRole("region", { name: "Tour Stops" }).getByRole("link").first(),
  ).toBeVisible();
  await context.close();
});

test("search mode offers the keywords and opens the results", async ({ page }) => {
  await open(page, "/faq");
  await searchIcon(page).click();
  const box = page.getByRole("combobox", { name: "Search keywords" });
  await expect(box).toBeFocused();
  // Search mode opens in place of the header, on the same page.
  await expect(page).toHaveURL(/\/faq$/);
  await expect(box).toHaveAttribute("placeholder", "Search keywords...");
  const options = page.locator("datalist option");
  await expect(options.first()).toBeAttached();
  const values = await options.evaluateAll((els) =>
    els.map((el) => (el as HTMLOptionElement).value),
  );
  expect(values).toEqual(
    [...values].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })),
  );
  expect(values).not.toContain("");
  await box.fill(values[0]!);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${encodeURIComponent(values[0]!)}`));
});

test("a failed keyword load shows the red error banner", async ({ page }) => {
  await page.route("**/api/keywords", (route) => route.fulfill({ status: 500, body: "{}" }));
  await open(page, "/faq");
  await searchIcon(page).click();
  await expect(page.getByRole("alert")).toContainText("The search keywords could not be loaded.");
});

test("c=musay is carried on every navigation", async ({ page }) => {
  await open(page, "/faq?c=musay");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Records" }).click();
  await expect(page).toHaveURL(/\/records\?c=musay$/);
  await page.getByRole("link", { name: "Nashville Sites home" }).click();
  await expect(page).toHaveURL(/\/\?c=musay$/);
  await searchIcon(page).click();
  await page.getByRole("combobox", { name: "Search keywords" }).fill("music");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?keyword=music&c=musay$/);
});

test("every page change starts at the top", async ({ page }) => {
  await open(page, "/faq");
  await page.mouse.wheel(0, 3000);
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer shows only the social links that are set", async ({ page }) => {
  await page.goto("/faq");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Instagram" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Facebook" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "TikTok" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: /^E-mail / })).toHaveAttribute("href", /^mailto:/);
  await expect(footer.getByRole("img").first()).toHaveAttribute("alt", /Commission/);
});

test("unknown addresses get a 404 page with the site around it", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});

test("robots.txt and sitemap.xml list the public pages, tours and records", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/tours</loc>", "/records</loc>", "/faq</loc>", "/tours/", "/records/"])
    expect(sitemap).toContain(path);
  const tours = await (await request.get("/api/tours")).json();
  expect(sitemap).toContain(`/tours/${tours[0].slug}</loc>`);
});

/** The header's search icon: a link to /search that opens search mode once the page is hydrated. */
const searchIcon = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: "Search", exact: true });

/**
 * With the drawer open: focus stays inside it, Escape closes it, and once opened again a click
 * outside it closes it too.
 */
async function expectFocusKeptThenClosed(page: Page, drawer: Locator) {
  for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer).toBeVisible();
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width - 5, viewport.height / 2);
  await expect(drawer).toBeHidden();
}

test("only the logo itself leads home: a tap on the empty header stays on the page", async ({
  page,
}) => {
  for (const width of [320, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await open(page, "/faq");
    const logo = page.getByRole("link", { name: "Nashville Sites home" });
    const box = (await logo.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(160);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The header's empty middle, right of the logo and left of the search button.
    const search = (await searchIcon(page).boundingBox())!;
    if (search.x - (box.x + box.width) > 20) {
      await page.mouse.click((box.x + box.width + search.x) / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(/\/faq$/);
    }
  }
});

test("the donate band keeps each link on one line and inside narrow screens", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("text-size", "2"));
  // A 390 px phone at 200 % zoom is 195 px wide.
  for (const width of [195, 320, 360]) {
    await page.setViewportSize({ width, height: 700 });
    await open(page, "/faq");
    const band = page.getByRole("complementary", { name: "Donations" });
    for (const name of ["Donate Now", "Merchandise"]) {
      const link = band.getByRole("link", { name });
      const lines = await link.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `${name} at ${width} px`).toBe(1);
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
