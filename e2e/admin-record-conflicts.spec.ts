import { expect } from "@playwright/test";
import { withoutWebGl } from "./support/no-webgl.js";
import { ADMIN_API, staffHeaders } from "./support/staff.js";
import { records, editNewRecord, openSignedIn, saveButton, test } from "./support/admin-records.js";

// Staff editing records others edit too (SPEC §4 Record save, §5 Record (admin), Deletes): a
// save over a newer version, a delete that tour stops refuse, leaving with unsaved changes, and
// coordinates typed or picked on the map. Every test removes the records it made.

test.describe("record editor: conflicts, refusals, leaving and coordinates", () => {
  test("a save over someone else's newer version asks, keeping what was typed", async ({
    page,
    request,
    token,
    slug,
  }) => {
    const record = await editNewRecord(page, request, token, {
      slug,
      Title: `Mine ${slug}`,
      Type: "Site",
    });
    await page.getByLabel("Creator").fill("Typed by me");
    // Someone else saves first.
    const theirs = await request.put(`${ADMIN_API}/records/${record.id}`, {
      headers: staffHeaders(token),
      data: { ...record, Creator: "Saved by them" },
    });
    expect(theirs.status()).toBe(200);

    await saveButton(page).click();
    const notice = page.getByRole("alert").filter({ hasText: "Someone else saved this record" });
    await expect(notice).toBeVisible();
    await expect(page.getByLabel("Creator")).toHaveValue("Typed by me");
    await notice.getByRole("button", { name: "Save mine over theirs" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Record saved." })).toBeVisible();
    const saved = (await records(request, token)).find((r) => r.id === record.id);
    expect(saved?.Creator).toBe("Typed by me");
  });

  test("deleting a record that tour stops use shows why it cannot be deleted", async ({
    page,
    request,
    token,
  }) => {
    const used = (await records(request, token)).find((record) => record.Tours.length > 0)!;
    await openSignedIn(page, token, `/admin/records/edit/${used.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Tours" })).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "This record is used by stops on these tours" }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/records/edit/${used.id}$`));
    expect((await records(request, token)).some((record) => record.id === used.id)).toBe(true);
  });

  test("leaving with unsaved changes asks first", async ({ page, token }) => {
    await openSignedIn(page, token, "/admin/records/new");
    await page.getByLabel("Title").fill("Not saved yet");
    await page.getByRole("link", { name: "Back to Records" }).click();
    const ask = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/records\/new$/);
    await expect(page.getByLabel("Title")).toHaveValue("Not saved yet");
    await page.getByRole("link", { name: "Back to Records" }).click();
    await ask.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/admin\/records$/);
  });

  test("coordinates: both or neither, and typed by hand when the map cannot be drawn", async ({
    page,
    token,
  }) => {
    await withoutWebGl(page);
    await openSignedIn(page, token, "/admin/records/new");
    await page.getByLabel("Title").fill("Coordinates check");
    await page.getByLabel("Type").fill("Site");
    await page.getByLabel("Latitude").fill("36.1433");
    await expect(page.getByLabel("Latitude")).toHaveAccessibleDescription(
      /Fill in both latitude and longitude, or leave both empty\./,
    );
    await expect(saveButton(page)).toBeDisabled();
    await page.getByLabel("Longitude").fill("0");
    await expect(page.getByLabel("Longitude")).toHaveAccessibleDescription(
      /Longitude must be a decimal number/,
    );
    await page.getByLabel("Longitude").fill("-86.7747");
    await expect(saveButton(page)).toBeEnabled();
    await page.getByRole("button", { name: "Show on the map" }).click();
    await expect(
      page.getByText("This browser can't draw the map. Type the coordinates in the boxes above."),
    ).toBeVisible();
    await expect(page.getByLabel("Latitude")).toBeEditable();
  });

  test("clicking the map sets the point", async ({ page, token }) => {
    await openSignedIn(page, token, "/admin/records/new");
    await page.getByRole("button", { name: "Show on the map" }).click();
    const map = page.getByRole("region", { name: "Map: click to set the coordinates" });
    await expect(map.locator("canvas")).toBeVisible();
    await map.click({ position: { x: 60, y: 80 } });
    await expect(page.getByLabel("Latitude")).toHaveValue(/^36\.\d+$/);
    await expect(page.getByLabel("Longitude")).toHaveValue(/^-86\.\d+$/);
    await expect(map).toHaveAttribute("data-point", /^36\.\d+,-86\.\d+$/);
  });
});
