import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe.js";
import { open } from "./support/navigation.js";
import type { ApiTour } from "./support/demo-api.js";

// The keyword search results page on the real server with the demo content.

interface Hit {
  id: string;
  slug: string;
  siteName: string;
  tourId: string;
}

// A keyword of several demo records ("music": Ryman Auditorium, Hatch Show Print, RCA Studio B…).
const KEYWORD = "music";
const NO_MATCH = "no-stop-has-this-keyword";

async function expectedStopHrefs(request: APIRequestContext, keyword: string) {
  const hits: Hit[] = await (
    await request.get(`/api/stops/searchKeyword?keyword=${encodeURIComponent(keyword)}`)
  ).json();
  const tours: ApiTour[] = await (await request.get("/api/tours")).json();
  return hits.map((hit) => ({
    name: hit.siteName,
    href: `/tours/${tours.find((t) => t.id === hit.tourId)!.slug}/${hit.slug}`,
  }));
}

const searchBox = (page: Page) =>
  page.getByRole("combobox", { name: "Search tour stops by keyword" });

const stopLinks = (page: Page) =>
  page.getByRole("region", { name: "Tour Stops" }).locator(".search-stops__link");

test("lists the tour stops for a keyword, each linking to its stop", async ({ page, request }) => {
  const expected = await expectedStopHrefs(request, KEYWORD);
  expect(expected.length).toBeGreaterThan(1);
  await page.goto(`/search?keyword=${KEYWORD}`);

  await expect(page).toHaveTitle(new RegExp(`^Search: ${KEYWORD}`));
  await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Tour Stops" })).toBeVisible();
  await expect(stopLinks(page)).toHaveText(expected.map((e) => e.name));
  const hrefs = await stopLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  );
  expect(hrefs).toEqual(expected.map((e) => e.href));

  // Each stop can be taken virtually too, from a classroom: no location asked for.
  const first = expected[0]!;
  const virtually = page.getByRole("link", { name: `Take it virtually: ${first.name}` });
  await expect(virtually).toHaveAttribute(
    "href",
    first.href.replace(/^(\/tours\/[^/]+)\//, "$1/v/"),
  );
  await virtually.click();
  await expect(page).toHaveURL(
    new RegExp(`${first.href.replace(/^(\/tours\/[^/]+)\//, "$1/v/")}$`),
  );
  await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
});

test("says so when no tour stop matches", async ({ page }) => {
  await page.goto(`/search?keyword=${NO_MATCH}`);
  await expect(page.getByRole("heading", { level: 2, name: "Tour Stops" })).toBeVisible();
  await expect(page.getByText(`No tour stops match "${NO_MATCH}".`)).toBeVisible();
  await expect(stopLinks(page)).toHaveCount(0);
});

test("a word that is no keyword offers the keywords holding it, which find stops", async ({
  page,
}) => {
  await page.goto("/search?keyword=Jackson");
  await expect(page.getByText('No tour stops match "Jackson".')).toBeVisible();
  const offered = page.getByRole("navigation", { name: "Keywords holding your search" });
  await offered.getByRole("link", { name: "andrew jackson", exact: true }).click();
  await expect(page).toHaveURL(/keyword=andrew(\+|%20)jackson/);
  await expect(stopLinks(page).first()).toBeVisible();
});

test("asks for a keyword when the parameter is missing or empty", async ({ page, request }) => {
  const keywords: string[] = await (await request.get("/api/keywords")).json();
  for (const path of ["/search", "/search?keyword=", "/search?keyword=%20%20"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
    await expect(page.getByText("No search keyword")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tour Stops" })).toHaveCount(0);
    // The keyword box offers the known keywords, as the header's search mode does.
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search keywords...");
    const options = await page
      .locator("main datalist option")
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(options).toEqual(
      keywords
        .filter((k) => k.trim())
        .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })),
    );
  }
});

test("searches again from the results page, keeping the campaign parameter", async ({ page }) => {
  await open(page, "/search?c=musay");
  const box = searchBox(page);
  await box.fill(KEYWORD);
  await page.getByRole("button", { name: "Find" }).click();

  await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${KEYWORD}&c=musay$`));
  await expect(stopLinks(page).first()).toBeVisible();
  await expect(stopLinks(page).first()).toHaveAttribute("href", /\?c=musay$/);
});

test("a record's keyword leads to the stops about it", async ({ page }) => {
  await page.goto("/records/ryman-auditorium");
  await page.getByRole("link", { name: KEYWORD, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${KEYWORD}$`));
  await expect(stopLinks(page).filter({ hasText: "Ryman Auditorium" })).toHaveCount(1);
});

test.describe("server-rendered HTML", () => {
  for (const [path, content] of [
    [`/search?keyword=${KEYWORD}`, "Ryman Auditorium"],
    [`/search?keyword=${NO_MATCH}`, "No tour stops match"],
    ["/search", "No search keyword"],
  ] as const) {
    test(`${path} reads without JavaScript and carries its sharing tags`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
      expect(main).toContain("Search Results");
      expect(main).toContain(content);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    });
  }

  test("the results page is titled by its keyword", async ({ request }) => {
    const html = await (await request.get(`/search?keyword=${KEYWORD}`)).text();
    expect(html).toContain(`<title>Search: ${KEYWORD}`);
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]+/search\\?keyword=${KEYWORD}"`),
    );
  });
});

test.describe("accessibility", () => {
  for (const path of [
    `/search?keyword=${KEYWORD}`,
    `/search?keyword=${NO_MATCH}`,
    "/search?keyword=Jackson",
    "/search",
  ]) {
    test(`${path} has no axe violations`, async ({ browser }, testInfo) => {
      expect(await axeViolations(browser, testInfo, path)).toEqual([]);
    });
  }
});
