import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe.js";
import { open } from "./support/navigation.js";
import { ADMIN_API, staffToken } from "./support/staff.js";
import { removeBySlug, createRecord, openSignedIn, stamp } from "./support/admin-records.js";

// Staff finding records (SPEC §2 Records list): filters by type and title that survive a visit
// to an editor, and the list and editor audited with axe. Every test removes what it made.

test.describe("records list", () => {
  test("filters by type and by title, and keeps the search after a visit to an editor", async ({
    page,
    request,
  }, testInfo) => {
    const token = await staffToken(request);
    const slug = stamp(testInfo);
    const type = `Type ${slug}`;
    try {
      await createRecord(request, token, { slug: `${slug}-a`, Title: `Zeta ${slug}`, Type: type });
      await createRecord(request, token, { slug: `${slug}-b`, Title: `alpha ${slug}`, Type: type });
      await createRecord(request, token, {
        slug: `${slug}-c`,
        Title: `Beta ${slug}`,
        Type: "Site",
      });
      // Other tests add and remove records meanwhile: the count shown is that of the list the
      // page was given.
      const listed = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `${ADMIN_API}/records` &&
          response.request().method() === "GET",
      );
      await openSignedIn(page, token, "/admin/records");
      const given = ((await (await listed).json()) as unknown[]).length;
      const count = page.locator(".records-count");
      await expect(count).toHaveText(/^[\d,]+ records$/);
      const total = Number((await count.textContent())!.replace(/\D/g, ""));
      expect(total).toBe(given);
      const typeFilter = page.locator("select").first();
      await expect(typeFilter).toHaveAccessibleName("Type");
      await expect(typeFilter.locator("option").first()).toHaveText("All");
      await typeFilter.selectOption(type);
      await expect(page.locator(".records-count")).toHaveText(
        `2 of ${total.toLocaleString("en-US")} records`,
      );
      await expect(page.locator(".records-row a")).toHaveText([`alpha ${slug}`, `Zeta ${slug}`]);

      await typeFilter.selectOption("All");
      const search = page.locator("input[type=search]").first();
      await search.fill(slug.toUpperCase());
      await expect(page.locator(".records-row a")).toHaveText([
        `alpha ${slug}`,
        `Beta ${slug}`,
        `Zeta ${slug}`,
      ]);
      await search.fill(`beta ${slug}`);
      await expect(page.locator(".records-row a")).toHaveText([`Beta ${slug}`]);

      await page.locator(".records-row a").first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit Record Beta ${slug}`);
      await page.getByRole("link", { name: "Back to Records" }).click();
      await expect(page.locator("input[type=search]").first()).toHaveValue(`beta ${slug}`);
      await expect(page.locator(".records-row a")).toHaveText([`Beta ${slug}`]);

      await search.fill(`nothing like ${slug}`);
      await expect(page.getByText("No records found...")).toBeVisible();
    } finally {
      await removeBySlug(request, token, slug);
    }
  });

  test("the list and the editor have no accessibility problems axe finds", async ({
    browser,
    request,
  }, testInfo) => {
    const token = await staffToken(request);
    const signIn = async (page: Page) => {
      await page.evaluate((value) => localStorage.setItem("admin-token", value), token);
      await page.reload();
    };
    expect(
      await axeViolations(browser, testInfo, "/admin/login", async (page) => {
        await signIn(page);
        await open(page, "/admin/records");
        await page.locator(".records-row").first().waitFor();
      }),
    ).toEqual([]);
    expect(
      await axeViolations(browser, testInfo, "/admin/login", async (page) => {
        await signIn(page);
        await open(page, "/admin/records/new");
        await page.getByLabel("Relation Link").fill("not a link");
        await page.getByRole("heading", { level: 1, name: "New Record" }).waitFor();
      }),
    ).toEqual([]);
  });
});
