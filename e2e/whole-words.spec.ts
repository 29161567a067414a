/**
 * At the largest text size on the smallest screens (320 × 568, and a 390 px phone at 200 % zoom:
 * 195 × 422), the words of the category tiles, the menu and a record's fields keep whole: the
 * layout gives the longest of them ('Neighborhoods', 'Merchandise', 'Encyclopedia') its width
 * instead of cutting it across two lines.
 */
import { expect, test } from "@playwright/test";
import { brokenWords } from "./support/broken-words.js";
import { apiRecords } from "./support/demo-api.js";
import { open } from "./support/navigation.js";

/** A demo record citing the Tennessee Encyclopedia (other specs add and change records of their own). */
const CITED = "Tennessee Encyclopedia of History and Culture, Tennessee Historical Society";

const SCREENS = [
  [195, 422],
  [320, 568],
] as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("text-size", "2"));
});

for (const [width, height] of SCREENS) {
  test(`at ${width} × ${height}, no word of the tiles, the menu or a record is cut`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    await open(page, "/");
    const tiles = page.locator(".category-tiles");
    await expect(tiles.getByRole("heading", { name: "Neighborhoods" })).toBeVisible();
    expect(await brokenWords(page, tiles), "the category tiles").toEqual([]);

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Merchandise" })).toBeVisible();
    expect(await brokenWords(page, menu), "the menu").toEqual([]);

    const record = (await apiRecords(request)).find((r) => r.Source.includes(CITED))!;
    await open(page, `/records/${record.slug}`);
    const fields = page.locator(".record-fields");
    await expect(fields.getByText("Encyclopedia")).toBeVisible();
    // Other specs put tours of their own ("E2E route drive-phone-1795890592181") on demo records:
    // their made-up names are not the site's words.
    await fields
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: /^E2E / }) })
      .evaluateAll((items) => items.forEach((item) => item.remove()));
    expect(await brokenWords(page, fields), "the record's fields").toEqual([]);
  });
}
