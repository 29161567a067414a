import { expect, type Locator, type Page } from "@playwright/test";
import { createRecord, openSignedIn, png, saveButton, test } from "./support/admin-records.js";
import { staffToken } from "./support/staff.js";
import { MIN_TAP } from "./support/tap-targets.js";

// A curator edits on a phone at a site: the editor's bar (Save, Cancel, where the draft stands,
// View on site) stays one row at 390 and 320 px, and the session-expired dialog's 'Sign in' keeps
// its word on one line; every control stays a 44 px tap target inside the screen.

const WIDTHS = [390, 320];

// A phone's layout: the desk's project has nothing to add.
test.skip(({ isMobile }) => !isMobile, "phone layout");

/** Each item's box; every one inside the screen and on one row (the same top and height). */
async function oneRowInside(page: Page, items: Locator) {
  const width = page.viewportSize()!.width;
  const boxes = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: Math.round(box.top), left: box.left, right: box.right };
    }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
  // Items centred in the row: a second row would start at least a tap target lower.
  const tops = boxes.map((box) => box.top);
  expect(Math.max(...tops) - Math.min(...tops), `tops ${tops.join(", ")}`).toBeLessThan(
    MIN_TAP / 2,
  );
}

/** Its text on one line and the control at least 44 × 44. */
async function tappableOneLine(control: Locator) {
  const { height, width, lines } = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // The lines of its visible text (words kept for screen readers only are clipped away).
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (getComputedStyle(node.parentElement!).position === "absolute") continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
    }
    return { height: box.height, width: box.width, lines: tops.size };
  });
  expect(lines, await control.innerText()).toBe(1);
  expect(height).toBeGreaterThanOrEqual(MIN_TAP);
  expect(width).toBeGreaterThanOrEqual(MIN_TAP);
}

for (const width of WIDTHS) {
  test(`at ${width} px the editor bar is one row of tap targets`, async ({
    page,
    request,
    token,
    slug,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const record = await createRecord(request, token, { slug, Title: `Bar ${slug}`, Type: "Site" });
    await openSignedIn(page, token, `/admin/records/edit/${record.id}`);
    await page.getByLabel("Coverage").fill("Changed on a phone");
    const bar = page.locator(".editor-bar");
    await expect(bar.getByRole("status")).toHaveText("Unsaved changes");

    await oneRowInside(page, bar.locator("> *"));
    await tappableOneLine(saveButton(page));
    await tappableOneLine(bar.getByRole("link", { name: "Cancel" }));
    await tappableOneLine(bar.getByRole("link", { name: "View on site (opens in a new tab)" }));
  });

  test(`at ${width} px the session-expired dialog's buttons fit`, async ({
    page,
    request,
    slug,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    // A session of its own, ended below (the test's own cleans up after it).
    const token = await staffToken(request);
    await openSignedIn(page, token, "/admin/records/new");
    await page.getByLabel("Title").fill(`Dialog ${slug}`);
    await page.getByLabel("Type", { exact: true }).fill("Site");
    await page.getByLabel("Slug").fill(slug);
    await page
      .getByLabel("Add images, audio or video")
      .setInputFiles([{ name: "porch.png", mimeType: "image/png", buffer: png(90) }]);
    await request.post("/dashboard/api/auth/logout", { headers: { "x-local-token": token } });
    await saveButton(page).click();

    const dialog = page.getByRole("dialog", { name: "Session expired. Please enter password." });
    await expect(dialog).toBeVisible();
    for (const name of ["Sign in", "Leave without saving"]) {
      const button = dialog.getByRole("button", { name });
      await tappableOneLine(button);
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });
}
