import { expect, type Page, test } from "@playwright/test";
import { recordBody } from "@tours/shared/testing";
import { open, withoutScripts } from "./support/navigation.js";
import { ADMIN_API, staffHeaders, staffToken } from "./support/staff.js";

// The records list a page at a time: page links and the filter form without scripts; with them,
// more rows as the list scrolls and the filter fetched as you type. Each project makes its own
// 120 records ("Zz Ledger <run> 000" …), titled to sort after the demo's, and removes them after.

const COUNT = 120;
const ids: string[] = [];
let run = "";
let token = "";

test.beforeAll(async ({ request }, testInfo) => {
  token = await staffToken(request);
  run = `${testInfo.project.name}${Date.now().toString(36)}`;
  for (let i = 0; i < COUNT; i++) {
    const number = String(i).padStart(3, "0");
    const body = recordBody({
      id: `e2e-paging-${run}-${number}`,
      slug: `e2e-paging-${run}-${number}`,
      // Mixed case, so the filter is seen to ignore it.
      Title: `${i % 2 ? "zz ledger" : "Zz LEDGER"} ${run} ${number}`,
      Keyword: [],
      images: [],
    });
    const response = await request.post(`${ADMIN_API}/records`, {
      headers: staffHeaders(token),
      data: body,
    });
    expect(response.status()).toBe(201);
    ids.push(body.id);
  }
});

test.afterAll(async ({ request }) => {
  for (const id of ids.splice(0))
    await request.delete(`${ADMIN_API}/records/${id}`, { headers: staffHeaders(token) });
});

const rows = (page: Page) => page.locator(".records-list").getByRole("link");
const count = (page: Page) => page.locator(".records-count");
const pager = (page: Page) => page.getByRole("navigation", { name: "Records pages" });
const filterText = () => `ledger ${run}`;
const titleOf = (i: number) => new RegExp(`ledger ${run} ${String(i).padStart(3, "0")}`, "i");

test("without scripts, the form filters and the page links page through", async ({
  browser,
}, testInfo) => {
  const context = await withoutScripts(browser, testInfo);
  const page = await context.newPage();
  await page.goto("/records");
  await page.getByPlaceholder("Search by title...").fill(filterText());
  await page.getByRole("button", { name: "Filter" }).click();

  await expect(page).toHaveURL(new RegExp(`/records\\?q=ledger\\+${run}$`));
  await expect(count(page)).toHaveText(`${COUNT} records match “${filterText()}”`);
  await expect(rows(page)).toHaveCount(50);
  await expect(rows(page).first()).toHaveText(titleOf(0));
  await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveCount(0);

  await pager(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(rows(page)).toHaveCount(50);
  await expect(rows(page).first()).toHaveText(titleOf(50));
  await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveAttribute("rel", "prev");
  await expect(pager(page).getByRole("link", { name: "Next" })).toHaveAttribute("rel", "next");

  await pager(page).getByRole("link", { name: "Page 3" }).click();
  await expect(rows(page)).toHaveCount(COUNT - 100);
  await expect(pager(page).getByRole("link", { name: "Next" })).toHaveCount(0);
  await context.close();
});

test("a page past the last shows the last one", async ({ page }) => {
  const response = await page.goto(`/records?q=${encodeURIComponent(filterText())}&page=99`);
  expect(response?.status()).toBe(200);
  await expect(rows(page)).toHaveCount(COUNT - 100);
  await expect(pager(page).getByRole("link", { name: "Page 3" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("with scripts, scrolling loads the next 50 rows and the address follows", async ({ page }) => {
  await open(page, `/records?q=${encodeURIComponent(filterText())}`);
  await expect(rows(page)).toHaveCount(50);

  await pager(page).scrollIntoViewIfNeeded();
  await expect(rows(page)).toHaveCount(100);
  await expect(rows(page).nth(99)).toHaveText(titleOf(99));
  await expect(page).toHaveURL(/[?&]page=2$/);
  // The focus stays where the reader is; the page is not announced anew.
  await expect(page.locator("h1")).not.toBeFocused();

  await pager(page).scrollIntoViewIfNeeded();
  await expect(rows(page)).toHaveCount(COUNT);
  await expect(page).toHaveURL(/[?&]page=3$/);
  await expect(pager(page).getByRole("link", { name: "Page 3" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("typing filters the list from the server", async ({ page }) => {
  await open(page, "/records");
  const box = page.getByPlaceholder("Search by title...");
  await box.pressSequentially(`${filterText().toUpperCase()} 01`);

  await expect(count(page)).toHaveText(`10 records match “${filterText().toUpperCase()} 01”`);
  await expect(rows(page)).toHaveText(Array.from({ length: 10 }, (_, i) => titleOf(10 + i)));
  await expect(page).toHaveURL(/[?&]q=LEDGER\+/);
  await expect(box).toBeFocused();
});

test("a failed fetch says so and can be tried again", async ({ page }) => {
  await open(page, "/records");
  await page.route("**/records.json*", (route) => route.abort());
  await page.getByPlaceholder("Search by title...").fill(filterText());

  await expect(page.getByRole("alert")).toContainText("The records could not be loaded.");
  await page.unroute("**/records.json*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(count(page)).toHaveText(`${COUNT} records match “${filterText()}”`);
  await expect(rows(page)).toHaveCount(50);
});
