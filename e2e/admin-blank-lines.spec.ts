import { expect, type Locator, type Page, test } from "@playwright/test";
import { saveButton } from "./support/admin-records.js";
import { editNewTour, tourStaffSession, unique } from "./support/admin-tours.js";
import { open } from "./support/navigation.js";
import { ADMIN_API, staffHeaders } from "./support/staff.js";

// A blank line a curator types in a tour's text (an empty paragraph) is there for visitors too:
// the public page shows the text as the editor showed it.

const staff = tourStaffSession();

test.skip(({ isMobile }) => !isMobile, "visitors read tours on their phones");

/** The space from the first paragraph's bottom to the last's top, and one line's height. */
async function gapAndLine(page: Page, text: Locator) {
  return text.evaluate((element) => {
    const paragraphs = [...element.querySelectorAll("p")];
    const first = paragraphs.find((p) => p.textContent === "Before the pause.")!;
    const last = paragraphs.find((p) => p.textContent === "After the pause.")!;
    return {
      gap: last.getBoundingClientRect().top - first.getBoundingClientRect().bottom,
      line: first.getBoundingClientRect().height,
      margin: parseFloat(getComputedStyle(first).marginBottom),
    };
  });
}

test("a blank line typed in the intro shows on the tour's page", async ({
  page,
  request,
}, testInfo) => {
  const names = unique(testInfo, "blank-line");
  await editNewTour(page, request, staff, names, 1);
  const intro = page.getByRole("textbox", { name: "Intro (required)", exact: true });
  await intro.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Before the pause.");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("After the pause.");
  const inEditor = await gapAndLine(page, intro);
  // The editor shows a blank line between the two.
  expect(inEditor.gap).toBeGreaterThan(inEditor.line);
  await saveButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Tour saved." })).toBeVisible();

  await open(page, `/tours/${names.slug}`);
  const shown = page.locator(".rich-text").filter({ hasText: "Before the pause." });
  const onSite = await gapAndLine(page, shown);
  // At least a line's height more than the space between two paragraphs that follow each other.
  expect(onSite.gap).toBeGreaterThanOrEqual(onSite.margin + onSite.line - 1);
});

test("a blank line in a staff member's bio shows on About Us", async ({ page, request }) => {
  const headers = staffHeaders(staff.token);
  const titleLine = `E2E blank line ${Date.now().toString(36)}`;
  const created = await request.post(`${ADMIN_API}/content/staff`, {
    headers,
    data: {
      titleLine,
      bio: "<p>Before the pause.</p><p></p><p>After the pause.</p>",
      sortOrder: 999,
      image: { src: "", alt: "" },
    },
  });
  expect(created.status()).toBe(201);
  try {
    await open(page, "/about-us");
    const bio = page.locator(".staff-member__bio").filter({ hasText: "Before the pause." });
    const shown = await gapAndLine(page, bio);
    expect(shown.gap).toBeGreaterThanOrEqual(shown.margin + shown.line - 1);
  } finally {
    const { id } = (await created.json()) as { id: string };
    await request.delete(`${ADMIN_API}/content/staff/${id}`, { headers });
  }
});
