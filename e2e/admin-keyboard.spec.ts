import { expect, type Locator, type Page, test } from "@playwright/test";
import { createRouteTour, deleteTour, placedRecords } from "./support/route-tour.js";
import { ADMIN, staffToken } from "./support/staff.js";

// Editing a tour in the admin with the keyboard alone (WCAG 2.4.3, 1.3.1, 4.1.3): after each
// step focus is somewhere sensible, never on <body>; errors are tied to their fields and listed
// in a live summary whose links lead to them; moves are announced; the title names the tour.

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 200) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** What has focus: never the page itself. */
async function expectFocusOnControl(page: Page) {
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
}

const created: string[] = [];

test.afterAll(async ({ request }) => {
  for (const id of created) await deleteTour(request, id);
});

test("a tour edited with the keyboard: sign-in, a cleared Title, reordered stops, saved", async ({
  page,
  request,
}, testInfo) => {
  const records = await placedRecords(request, 3);
  const key = `kbd-${testInfo.project.name}-${Date.now().toString(36)}`;
  const tour = await createRouteTour(request, key, records);
  created.push(tour.id);
  const [first, second, third] = records.map((record) => record.Title);

  // Sign in: focus goes to the editor's heading, and the title names the tour.
  await page.goto(`/admin/login?next=${encodeURIComponent(`/admin/tours/edit/${tour.id}`)}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await tabTo(page, page.getByLabel("E-mail"));
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { level: 1, name: `Edit Tour: E2E route ${key}` });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`Edit tour: E2E route ${key} – Admin`);

  // Clearing the Title ties its error to it and lists it in the live summary.
  const title = page.getByLabel("Title", { exact: true });
  await tabTo(page, title);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription("Title is required");
  const summary = page.getByRole("group", { name: "Tour validation error" });
  await expect(summary).toHaveAttribute("aria-live", "polite");
  await expect(summary).toMatchAriaSnapshot(`
    - group "Tour validation error":
      - heading "Tour validation error" [level=2]
      - list:
        - listitem:
          - link "Title is required"
  `);

  // Save cannot save now: pressing it keeps the page in hand and moves focus to the summary.
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toHaveAttribute("aria-disabled", "true");
  await tabTo(page, save);
  await page.keyboard.press("Enter");
  await expect(summary).toBeFocused();

  // Its link leads to the field; typing a title clears the error and the summary.
  await page.keyboard.press("Tab");
  await expect(summary.getByRole("link", { name: "Title is required" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(title).toBeFocused();
  await page.keyboard.type(`E2E renamed ${key}`);
  await expect(title).not.toHaveAttribute("aria-invalid");
  await expect(summary.getByRole("link")).toHaveCount(0);

  // A move is announced; at the end of the list focus goes to the row's other move button.
  const announcer = page.getByTestId("admin-announcer");
  const down = page.getByRole("button", { name: `Move ${first} down` });
  const up = page.getByRole("button", { name: `Move ${first} up` });
  await tabTo(page, down);
  await page.keyboard.press("Enter");
  await expect(announcer).toHaveText(`${first} moved to position 2 of 3.`);
  await expect(down).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(announcer).toHaveText(`${first} moved to position 3 of 3.`);
  await expect(down).toBeDisabled();
  await expect(up).toBeFocused();
  await expect(page.locator(".stop-panel__title")).toHaveText([
    `1. ${second}`,
    `2. ${third}`,
    `3. ${first}`,
  ]);

  // Save keeps focus through 'Saving…', then says so; the title names the renamed tour.
  await tabTo(page, save);
  await expect(save).not.toHaveAttribute("aria-disabled");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Tour saved." })).toBeVisible();
  await expect(save).toBeFocused();
  await expectFocusOnControl(page);
  await expect(page).toHaveTitle(`Edit tour: E2E renamed ${key} – Admin`);

  const stops = (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as {
    siteName: string;
  }[];
  expect(stops.map((stop) => stop.siteName)).toEqual([second, third, first]);
});

test("'Upload New' in the record picker hands focus to the new record's heading and back", async ({
  page,
  context,
  request,
}) => {
  const token = await staffToken(request);
  await context.addInitScript((value) => localStorage.setItem("admin-token", value), token);
  await page.goto("/admin/tours/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await tabTo(page, page.getByRole("button", { name: "Add stop" }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("button", { name: "Choose record" }));
  await page.keyboard.press("Enter");
  const picker = page.getByRole("dialog", { name: "Choose a record" });
  const uploadNew = picker.getByRole("button", { name: "Upload New" });
  await tabTo(page, uploadNew);
  await page.keyboard.press("Enter");
  await expect(picker.getByRole("heading", { name: "New record" })).toBeFocused();
  await tabTo(page, picker.getByRole("button", { name: "Back to the records" }));
  await page.keyboard.press("Enter");
  await expect(uploadNew).toBeFocused();
});
