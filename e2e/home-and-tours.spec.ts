import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe.js";
import { open, withoutScripts } from "./support/navigation.js";
import type { ApiTour } from "./support/demo-api.js";
import { withoutWebGl } from "./support/no-webgl.js";

const CATEGORIES = [
  "Downtown Nashville Tours",
  "Neighborhoods and Campuses",
  "Driving Tours",
  "Tours with Lesson Plans",
];

const byTitle = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

async function apiTours(page: Page): Promise<ApiTour[]> {
  return (await (await page.request.get("/api/tours")).json()) as ApiTour[];
}

/** The titles of the tour cards in a part of the page, in order. */
const cardTitles = (page: Page, within = "main") =>
  page.locator(within).locator(".tour-card__title").allTextContents();

const mapRegion = (page: Page) => page.getByRole("region", { name: "Map of tour starting points" });

test.describe("home page", () => {
  test("shows every section, with the featured tours in their set order", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Our story, your tour!" }),
    ).toBeVisible();
    await expect(
      page.getByText("Explore Nashville with free walking and driving tours."),
    ).toBeVisible();
    await expect(page.locator(".tip-box")).toContainText("Take Tour Virtually");

    for (const category of CATEGORIES) {
      const link = page.getByRole("link", { name: "View Tours", description: category });
      await expect(link).toHaveAttribute("href", `/tours?cat=${encodeURIComponent(category)}`);
    }

    const [tours, featuredIds] = await Promise.all([
      apiTours(page),
      page.request.get("/api/featuredTours").then((r) => r.json() as Promise<string[]>),
    ]);
    const expected = featuredIds.flatMap((id) => tours.find((t) => t.id === id)?.title ?? []);
    expect(expected.length).toBeGreaterThan(0);
    const featured = page.locator("section", {
      has: page.getByRole("heading", { name: "Featured Tours" }),
    });
    expect(await featured.locator(".tour-card__title").allTextContents()).toEqual(expected);
    await expect(featured.locator(".tour-card").first()).toContainText(/\d+(\.\d+)? (hour|hours)/);
    await expect(featured.locator(".tour-card").first()).toContainText(/\d+ sites?/);

    await expect(page.getByRole("link", { name: "View All Tours" })).toHaveAttribute(
      "href",
      "/tours",
    );
    for (const blurb of [
      "Self-guided and credibly curated",
      "Mobile-friendly and thematically based",
      "Ad free and free of charge",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: blurb })).toBeVisible();
    }
    await expect(mapRegion(page)).toBeAttached();
  });

  test("a category tile opens the tours list with that category chosen", async ({ page }) => {
    // Other specs add and delete tours meanwhile: the list shown is the one the API gives just
    // before or just after it.
    const driving = async () =>
      (await apiTours(page))
        .filter((t) => t.categories.includes("Driving Tours"))
        .map((t) => t.title)
        .sort(byTitle);
    await page.goto("/");
    const before = await driving();
    await page.getByRole("link", { name: "View Tours", description: "Driving Tours" }).click();
    await expect(page).toHaveURL(/\/tours\?cat=Driving(%20|\+)Tours$/);
    await expect(page.getByLabel("Category")).toHaveValue("Driving Tours");
    const shown = await cardTitles(page);
    expect([before, await driving()]).toContainEqual(shown);
  });

  test("a tour card starts the tour", async ({ page }) => {
    await page.goto("/");
    const card = page.locator(".tour-card").first();
    const href = await card.getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/tours\/[a-z0-9-]+$/);
    // The title's link covers the whole card: a tap on the card's middle starts the tour.
    await card.click();
    await expect(page).toHaveURL(href!);
  });
});

test.describe("tours list", () => {
  test("lists every tour sorted by title, ignoring case", async ({ page }) => {
    await page.goto("/tours");
    await expect(page.getByRole("heading", { level: 1, name: "Tours" })).toBeVisible();
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(page.getByLabel("Category").locator("option")).toHaveText([
      "All Tours",
      ...CATEGORIES,
    ]);
    // Other specs' tours ("E2E …") come and go meanwhile, between the page and the API's answer.
    const demo = (title: string) => !title.startsWith("E2E ");
    const titles = (await apiTours(page))
      .map((t) => t.title)
      .filter(demo)
      .sort(byTitle);
    expect((await cardTitles(page)).filter(demo)).toEqual(titles);
    // The no-JavaScript submit button hides once the dropdown works on its own.
    await expect(page.getByRole("button", { name: "Show" })).toBeHidden();
  });

  test("preselects the category from the address and filters on change, keeping c=musay", async ({
    page,
  }) => {
    const tours = await apiTours(page);
    const titlesIn = (category: string) =>
      tours
        .filter((t) => (t.categories as string[]).includes(category))
        .map((t) => t.title)
        .sort(byTitle);

    await open(page, `/tours?cat=${encodeURIComponent("Tours with Lesson Plans")}&c=musay`);
    await expect(page.getByLabel("Category")).toHaveValue("Tours with Lesson Plans");
    expect(await cardTitles(page)).toEqual(titlesIn("Tours with Lesson Plans"));

    await page.getByLabel("Category").selectOption("Neighborhoods and Campuses");
    await expect(page).toHaveURL(/cat=Neighborhoods(%20|\+)and(%20|\+)Campuses/);
    await expect(page).toHaveURL(/c=musay/);
    await expect.poll(() => cardTitles(page)).toEqual(titlesIn("Neighborhoods and Campuses"));

    // Other tests add tours meanwhile: the whole list is the API's at some moment between two
    // reads around the choice.
    const before = (await apiTours(page)).length;
    await page.getByLabel("Category").selectOption("All Tours");
    await expect(page).toHaveURL(/\/tours\?c=musay$/);
    // The list is fetched from the server for the new choice.
    await expect
      .poll(async () => {
        const shown = (await cardTitles(page)).length;
        const after = (await apiTours(page)).length;
        return shown >= Math.min(before, after) && shown <= Math.max(before, after);
      })
      .toBe(true);
  });

  test("filters without JavaScript too", async ({ browser }, testInfo) => {
    const context = await withoutScripts(browser, testInfo);
    const page = await context.newPage();
    await page.goto("/tours?cat=Driving%20Tours");
    await expect(page.getByLabel("Category")).toHaveValue("Driving Tours");
    await page.getByLabel("Category").selectOption("Downtown Nashville Tours");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/cat=Downtown\+Nashville\+Tours/);
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    await context.close();
  });
});

test.describe("server-rendered HTML", () => {
  for (const [path, content] of [
    ["/", "Featured Tours"],
    ["/tours", "All Tours"],
  ] as const) {
    test(`${path} reads without JavaScript and carries its meta tags`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(content);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html).toMatch(/class="tour-card__title"/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
      expect(html).toContain("Loading map…");
      // The map's code is not part of the first download (the page's modules are all named in it).
      expect(html).toMatch(/"\/assets\/root-[^"]+\.js"/);
      expect(html).not.toMatch(/(tour-map\.client|maplibre)[^"]*\.js/);
    });
  }
});

test.describe("map", () => {
  test("loads its code only once it nears the screen, then shows the tours", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    const mapRequests: string[] = [];
    page.on(
      "request",
      (r) => void (/tour-map\.client|maplibre/.test(r.url()) && mapRequests.push(r.url())),
    );

    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(mapRequests).toEqual([]);
    await expect(mapRegion(page)).toContainText("Loading map…");

    await mapRegion(page).scrollIntoViewIfNeeded();
    await expect(mapRegion(page).locator("canvas")).toBeVisible();
    expect(mapRequests.some((url) => url.includes("tour-map"))).toBe(true);

    await expect(mapRegion(page).locator(".map-point, .map-cluster").first()).toBeAttached();
    // A cluster zooms the map in; a tour's point opens a popup linking to the tour.
    let point = await markerInView(page, ".map-point");
    if (!point) {
      const cluster = await markerInView(page, ".map-cluster");
      expect(cluster).not.toBeNull();
      await cluster!.click();
      await expect.poll(async () => Boolean(await markerInView(page, ".map-point"))).toBe(true);
      point = await markerInView(page, ".map-point");
    }
    await point!.click();
    const label = (await point!.getAttribute("aria-label"))!;
    const title = label.slice(0, label.indexOf(", starts at"));
    await expect(page.locator(".map-popup").getByRole("link", { name: title })).toHaveAttribute(
      "href",
      /^\/tours\/[a-z0-9-]+$/,
    );
    expect(errors).toEqual([]);
  });

  test("filters its points with the tours list", async ({ page }) => {
    await page.goto("/tours?cat=Driving%20Tours");
    await mapRegion(page).scrollIntoViewIfNeeded();
    await expect(mapRegion(page).locator("canvas")).toBeVisible();
    const driving = (await apiTours(page)).filter((t) => t.categories.includes("Driving Tours"));
    await expect(page.locator(".map-point, .map-cluster").first()).toBeVisible();
    const labels = await page
      .locator(".map-point")
      .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
    for (const label of labels) expect(driving.some((t) => label.startsWith(t.title))).toBe(true);
  });

  test("without WebGL, lists where each tour starts instead", async ({ page }) => {
    await withoutWebGl(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Where the Tours Start" }).scrollIntoViewIfNeeded();
    const fallback = page.locator(".tour-map-fallback");
    await expect(fallback).toContainText("This browser can't draw the map.");
    await expect(fallback.getByRole("link").first()).toHaveAttribute("href", /^\/tours\//);
  });

  test("a map style that fails to load gives the list and a banner message", async ({ page }) => {
    await page.route("**/map/style.json", (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto("/tours");
    await page.getByRole("heading", { name: "Where the Tours Start" }).scrollIntoViewIfNeeded();
    await expect(page.locator(".tour-map-fallback")).toContainText("The map could not be loaded.");
    await expect(page.locator(".error-banner")).toContainText("The map could not be loaded.");
  });
});

test.describe("accessibility", () => {
  for (const path of ["/", "/tours", "/tours?cat=Driving%20Tours"]) {
    test(`${path} has no axe violations`, async ({ browser }, testInfo) => {
      const violations = await axeViolations(browser, testInfo, path, async (page) => {
        await mapRegion(page).scrollIntoViewIfNeeded();
        await expect(mapRegion(page).locator("canvas")).toBeVisible();
        await expect(page.locator(".map-point, .map-cluster").first()).toBeVisible();
      });
      expect(violations).toEqual([]);
    });
  }
});

/** A marker whose centre lies well inside the map's visible box, or null. */
async function markerInView(page: Page, selector: string) {
  const box = (await mapRegion(page).boundingBox())!;
  for (const marker of await page.locator(selector).all()) {
    const at = await marker.boundingBox();
    if (!at) continue;
    const x = at.x + at.width / 2;
    const y = at.y + at.height / 2;
    const inside =
      x > box.x + 30 && x < box.x + box.width - 60 && y > box.y + 30 && y < box.y + box.height - 30;
    if (inside) return marker;
  }
  return null;
}
