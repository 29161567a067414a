import { type Browser, expect, type Page, test } from "@playwright/test";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { axeViolationsHere } from "./support/axe.js";
import { open } from "./support/navigation.js";
import { ADMIN_API, staffHeaders, staffToken } from "./support/staff.js";

// Search results a page at a time, on a phone 360 and 320 px wide: page links without scripts;
// with them, more rows as the list scrolls. The run makes a keyword of its own, carried by one
// record that all 30 stops of a tour of its own use (24 on the first page, 6 on the second), and
// removes them after.

const COUNT = 30;
const PAGE_SIZE = 24;
const WIDTHS = [360, 320];

let run = "";
let token = "";
let tourId = "";
let recordId = "";

test.beforeAll(async ({ request }, testInfo) => {
  token = await staffToken(request);
  run = `${testInfo.project.name}${Date.now().toString(36)}`;
  const record = recordBody({ Keyword: [keyword()], images: [] });
  const created = await request.post(`${ADMIN_API}/records`, {
    headers: staffHeaders(token),
    data: record,
  });
  expect(created.status()).toBe(201);
  recordId = record.id;
  const tour = tourBody({ slug: `e2e-find-${run}`, title: `E2E Find ${run}` });
  tourId = tour.id;
  const stops = Array.from({ length: COUNT }, (_, i) =>
    stopBody(tour.id, record.id, { slug: `find-${i}`, siteName: siteName(i) }),
  );
  const saved = await request.put(`${ADMIN_API}/tours/${tour.id}/with-stops`, {
    headers: staffHeaders(token),
    data: { tour, stops },
  });
  expect(saved.status()).toBe(200);
});

test.afterAll(async ({ request }) => {
  const headers = staffHeaders(token);
  if (tourId) await request.delete(`${ADMIN_API}/tours/${tourId}`, { headers });
  if (recordId) await request.delete(`${ADMIN_API}/records/${recordId}`, { headers });
});

function keyword() {
  return `e2e-find-${run}`;
}
const siteName = (i: number) => `Find ${run} ${String(i).padStart(2, "0")}`;
const searchPath = (extra = "") => `/search?keyword=${keyword()}${extra}`;

const rows = (page: Page) => page.locator(".search-stops__link");
const pager = (page: Page) => page.getByRole("navigation", { name: "Tour stops pages" });
const summary = (page: Page) => page.locator(".search-summary");

async function phone(browser: Browser, width: number, javaScriptEnabled = true) {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 740 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  });
  return { context, page: await context.newPage() };
}

/** Nothing wider than the screen: no sideways scrolling on a narrow phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test("the first page shows 24 stops; scrolling loads the rest and the address follows", async ({
      browser,
    }) => {
      const { context, page } = await phone(browser, width);
      await open(page, searchPath());
      await expect(summary(page)).toHaveText(`${COUNT} stops for "${keyword()}"`);
      await expect(rows(page)).toHaveCount(PAGE_SIZE);
      await expect(rows(page).first()).toHaveText(siteName(0));
      await expect(rows(page).first()).toHaveAttribute("href", `/tours/e2e-find-${run}/find-0`);
      await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expectNoSidewaysScroll(page);

      await pager(page).scrollIntoViewIfNeeded();
      await expect(rows(page)).toHaveCount(COUNT);
      await expect(rows(page).last()).toHaveText(siteName(COUNT - 1));
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // The reader stays where they are: the page is neither re-loaded nor announced anew.
      await expect(page.locator("h1")).not.toBeFocused();
      await expect(page.getByRole("status").filter({ hasText: "waiting" })).toHaveCount(0);
      expect(await axeViolationsHere(page)).toEqual([]);
      await context.close();
    });

    test("without scripts, ?page=2 shows the rest and the page links page through", async ({
      browser,
    }) => {
      const { context, page } = await phone(browser, width, false);
      const response = await page.goto(searchPath("&page=2"));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^Search: ${keyword()}, page 2`));
      await expect(summary(page)).toHaveText(`${COUNT} stops for "${keyword()}"`);
      await expect(rows(page)).toHaveCount(COUNT - PAGE_SIZE);
      await expect(rows(page).first()).toHaveText(siteName(PAGE_SIZE));
      await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(pager(page).getByRole("link", { name: "Next" })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      await pager(page).getByRole("link", { name: "Previous" }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${keyword()}$`));
      await expect(rows(page)).toHaveCount(PAGE_SIZE);
      await pager(page).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(rows(page)).toHaveCount(COUNT - PAGE_SIZE);

      // The keyword form works without scripts too.
      await page.getByRole("combobox", { name: "Search tour stops by keyword" }).fill(keyword());
      await page.getByRole("button", { name: "Find" }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${keyword()}$`));
      await expect(rows(page)).toHaveCount(PAGE_SIZE);
      await context.close();
    });

    test("?page=2 has no axe violations", async ({ browser }) => {
      const { context, page } = await phone(browser, width);
      await open(page, searchPath("&page=2"));
      await expect(rows(page)).toHaveCount(COUNT - PAGE_SIZE);
      expect(await axeViolationsHere(page)).toEqual([]);
      await context.close();
    });

    test("a failed page says so and can be tried again", async ({ browser }) => {
      const { context, page } = await phone(browser, width);
      await open(page, searchPath());
      await expect(rows(page)).toHaveCount(PAGE_SIZE);
      await page.route("**/search.json*", (route) => route.abort());
      await pager(page).scrollIntoViewIfNeeded();

      await expect(page.getByRole("alert")).toContainText("More stops could not be loaded.");
      await expect(rows(page)).toHaveCount(PAGE_SIZE);
      await page.unroute("**/search.json*");
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(rows(page)).toHaveCount(COUNT);
      await expect(page).toHaveURL(/[?&]page=2$/);
      await context.close();
    });
  });
}

test("odd page numbers land on a page of results, never an error", async ({ request }) => {
  for (const [extra, first] of [
    ["&page=0", siteName(0)],
    ["&page=abc", siteName(0)],
    ["&page=-1", siteName(0)],
    ["&page=1e3", siteName(0)],
    ["&page=0x10", siteName(0)],
    ["&page=02", siteName(0)],
    ["&page=99999", siteName(PAGE_SIZE)],
  ] as const) {
    const response = await request.get(searchPath(extra));
    expect(response.status(), extra).toBe(200);
    const main = (await response.text()).match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
    expect(main, extra).toContain(`>${first}</a>`);
  }
  const json = await request.get(`/search.json?keyword=${keyword()}&page=2`);
  expect(await json.json()).toMatchObject({ page: 2, pageSize: PAGE_SIZE, total: COUNT });
  expect((await request.get("/search.json")).status()).toBe(400);
});
