import { expect, type Page, test } from "@playwright/test";
import { FAKE_JPEG, nextUploadPath, png, saveButton } from "./support/admin-records.js";
import { createTour, editNewTour, tourStaffSession, unique } from "./support/admin-tours.js";
import { ADMIN_API, staffHeaders } from "./support/staff.js";

// Files chosen in the tour editor are uploaded when the tour is saved (SPEC §4 Tour save order,
// §8 'Error uploading media: ...'). A file the server refuses is marked where it was chosen and
// named in the message; nothing is saved; a file already uploaded is not sent twice; and a file
// uploaded for a save that is then given up is deleted again.

const staff = tourStaffSession();

const REFUSED = "Only image, audio and video files can be uploaded.";

/** Chooses a real picture and a fake one (a JPEG by name and type only) as the tour's images. */
async function chooseImages(page: Page) {
  const images = page.getByRole("group", { name: "Tour images" });
  await images
    .getByLabel("Add images")
    .setInputFiles([{ name: "porch.png", mimeType: "image/png", buffer: png(90) }, FAKE_JPEG]);
  const uploaded = nextUploadPath(page);
  await saveButton(page).click();
  const path = await uploaded;
  const message = page.getByRole("alert").filter({ hasText: "Error uploading media" });
  await expect(message).toBeVisible();
  return { images, message, path };
}

test("a tour image the server refuses is marked and named; removed, the save lands", async ({
  page,
  request,
}, testInfo) => {
  const id = await editNewTour(page, request, staff, unique(testInfo, "upload"), 1);
  const { images, message, path } = await chooseImages(page);

  await expect(message.getByRole("heading")).toHaveText(
    `Error uploading media: fake.jpg: ${REFUSED}`,
  );
  await expect(message).toContainText("Nothing was saved. Remove fake.jpg and save again.");
  await expect(message).toBeFocused();
  const rows = images.getByRole("listitem");
  await expect(rows.nth(1).getByText("fake.jpg", { exact: true })).toBeVisible();
  await expect(rows.nth(1)).toContainText(`Failed: ${REFUSED}`);
  await expect(rows.nth(1)).not.toContainText("uploaded when you save");
  await expect(rows.nth(1).getByRole("progressbar")).toHaveCount(0);
  // The good picture is in place: only the failed one still waits.
  await expect(rows.nth(0)).not.toContainText("uploaded when you save");
  await expect(rows.nth(0)).not.toContainText("Failed");

  // The failed row offers Remove without opening Edit first.
  await rows.nth(1).getByRole("button", { name: "Remove image 2" }).click();
  await saveButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Tour saved." })).toBeVisible();
  const tours = (await (
    await request.get(`${ADMIN_API}/tours`, { headers: staffHeaders(staff.token) })
  ).json()) as { id: string; images: { path: string }[] }[];
  // The picture uploaded on the first try is the one saved: it was not sent twice.
  expect(tours.find((tour) => tour.id === id)?.images.map((image) => image.path)).toEqual([path]);
});

test("a file uploaded for a save that is then given up is deleted again", async ({
  page,
  request,
}, testInfo) => {
  await editNewTour(page, request, staff, unique(testInfo, "given-up"), 1);
  const { path } = await chooseImages(page);
  expect((await request.get(`/media/${path}`)).status()).toBe(200);

  await page.getByRole("link", { name: "Back to Tours" }).click();
  await page
    .getByRole("dialog", { name: "Leave without saving?" })
    .getByRole("button", { name: "Yes" })
    .click();
  await expect(page).toHaveURL(/\/admin\/tours$/);
  await expect.poll(async () => (await request.get(`/media/${path}`)).status()).toBe(404);
});

test("a file uploaded for a save that did not land is deleted when the tab is reloaded", async ({
  page,
  request,
}, testInfo) => {
  await editNewTour(page, request, staff, unique(testInfo, "reloaded"), 1);
  const { path } = await chooseImages(page);
  // 'Leave site?': yes.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect.poll(async () => (await request.get(`/media/${path}`)).status()).toBe(404);
});

test("a slug another tour uses is reported at the slug before any file is uploaded", async ({
  page,
  request,
}, testInfo) => {
  const other = unique(testInfo, "taken");
  await createTour(request, staff, other, []);
  await editNewTour(page, request, staff, unique(testInfo, "second"), 1);
  await page.getByLabel("Slug", { exact: true }).first().fill(other.slug);
  await page
    .getByRole("group", { name: "Tour images" })
    .getByLabel("Add images")
    .setInputFiles([{ name: "porch.png", mimeType: "image/png", buffer: png(90) }]);
  let uploads = 0;
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().includes("/dashboard/api/media")) uploads += 1;
  });
  await saveButton(page).click();

  const message = page.getByRole("alert").filter({ hasText: "Tour validation error" });
  await expect(message).toContainText("Another tour already uses this slug");
  await expect(page.getByLabel("Slug", { exact: true }).first()).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  expect(uploads).toBe(0);
});
