import { expect, type Locator, type Page } from "@playwright/test";
import { qrCodeBody } from "@tours/shared/testing";
import { editNewRecord, openSignedIn, png, saveButton, test } from "./support/admin-records.js";
import { ADMIN_API, staffHeaders } from "./support/staff.js";
import { escapeRegExp } from "./support/tour-page.js";

// What a curator meets on first opening the admin's screens: blank forms that wait for Save
// before listing what is missing, lists that show no numbers before they have any, buttons named
// as they read (WCAG 2.5.3), the same wording on every screen, and a word after every delete.

/** The error summary of an editor: present in the page, listing nothing until it has to. */
const summaryOf = (page: Page, name: string) => page.getByRole("group", { name });

/** A control's accessible name holds the words it shows. */
async function expectNameHoldsLabel(control: Locator) {
  const shown = (await control.innerText()).trim();
  expect(shown).not.toBe("");
  await expect(control).toHaveAccessibleName(new RegExp(`^${escapeRegExp(shown)}`));
}

for (const { path, summary, field } of [
  { path: "/admin/records/new", summary: "Record validation error", field: "Title" },
  { path: "/admin/tours/new", summary: "Tour validation error", field: "Title" },
]) {
  test(`a blank form at ${path} lists what is missing only once Save is pressed`, async ({
    page,
    token,
  }) => {
    await openSignedIn(page, token, path);
    await expect(page.getByLabel(field, { exact: true })).toBeVisible();
    await expect(page.locator(".error-summary li")).toHaveCount(0);
    await expect(summaryOf(page, summary)).toHaveCount(0);
    await expect(page.locator("[aria-invalid='true']")).toHaveCount(0);

    // Save says it cannot save yet (aria-disabled) but stays pressable, to say why.
    await saveButton(page).click({ force: true });
    const listed = summaryOf(page, summary);
    await expect(listed).toBeFocused();
    await expect(listed.getByRole("link", { name: `${field} is required` })).toBeVisible();
    await expect(page.getByLabel(field, { exact: true })).toHaveAttribute("aria-invalid", "true");
  });
}

test("the QR codes' status filter shows no counts until the codes are in", async ({
  page,
  token,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${ADMIN_API}/v2/codes`, async (route) => {
    await held;
    await route.continue();
  });
  await openSignedIn(page, token, "/admin/qr-codes");
  await expect(page.getByText("Loading QR codes…")).toBeVisible();
  const options = page.getByLabel("Status").getByRole("option");
  await expect(options.first()).toHaveText("All");
  expect((await options.allTextContents()).filter((text) => /\(\d+\)/.test(text))).toEqual([]);

  release();
  await expect(page.getByText("Loading QR codes…")).toHaveCount(0);
  await expect(options.first()).toHaveText(/^All \(\d+\)$/);
});

test("toolbar and file buttons are named by the words they show", async ({ page, token }) => {
  await openSignedIn(page, token, "/admin/tours/new");
  const tools = page.getByRole("group", { name: "Intro formatting" });
  for (const kind of ["bulleted", "numbered"])
    await expectNameHoldsLabel(
      tools.getByRole("button", { name: new RegExp(`list, ${kind}$`, "i") }),
    );

  await openSignedIn(page, token, "/admin/records/new");
  await page.getByLabel("Add images, audio or video").setInputFiles({
    name: "first-look.png",
    mimeType: "image/png",
    buffer: png(40),
  });
  const remove = page.getByRole("button", { name: "Remove first-look.png" });
  await expect(remove).toHaveText("Remove");
});

test("lists and editors word things alike", async ({ page, token }) => {
  await openSignedIn(page, token, "/admin/notices");
  await page.getByRole("link", { name: "New Notice", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Notice" })).toBeVisible();

  await openSignedIn(page, token, "/admin/content/about-us/staff/new");
  const back = page.getByRole("link", { name: /Back to About Us/ });
  await expect(back).toHaveText("Back to About Us");
  await expect(back).toHaveAccessibleName("Back to About Us");
});

test("a record deleted in its editor is said to be deleted on the list", async ({
  page,
  request,
  token,
  slug,
}) => {
  await editNewRecord(page, request, token, {
    slug,
    Title: `Gone ${slug}`,
    Type: "Site",
  });
  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Are you sure?" })
    .getByRole("button", { name: "Yes" })
    .click();
  await expect(page).toHaveURL(/\/admin\/records$/);
  const notice = page.getByRole("status").filter({ hasText: "Record deleted." });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
});

test("a QR code deleted in its editor is said to be deleted on the list", async ({
  page,
  request,
  token,
}) => {
  const code = qrCodeBody({ codeLabelName: `E2E gone ${Date.now()}` });
  const created = await request.post(`${ADMIN_API}/v2/codes`, {
    headers: staffHeaders(token),
    data: code,
  });
  expect(created.status()).toBe(201);
  await openSignedIn(page, token, `/admin/qr-codes/edit/${code.id}`);
  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Are you sure?" })
    .getByRole("button", { name: "Yes" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "QR Codes" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "QR code deleted." })).toBeVisible();
});
