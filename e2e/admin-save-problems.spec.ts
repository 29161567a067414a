import { expect, type Page } from "@playwright/test";
import {
  createRecord,
  editNewRecord,
  FAKE_JPEG,
  nextUploadPath,
  openSignedIn,
  png,
  records,
  saveButton,
  test,
} from "./support/admin-records.js";

// A save that does not go through (SPEC §4 Record save, §8): offline, over someone else's newer
// save, or with a file the server refuses. The curator sees why at once, loses nothing typed, and
// the next save lands. Every test removes the records it made.

const MB = 1024 * 1024;

/** How many files the page has sent to the server so far (POST /dashboard/api/media). */
function countUploads(page: Page) {
  let count = 0;
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().includes("/dashboard/api/media")) count += 1;
  });
  return () => count;
}

const savedStatus = (page: Page) => page.getByRole("status").filter({ hasText: "Record saved." });

test.describe("record editor: saves that do not go through", () => {
  test("offline: says so within seconds, keeps the text, and saves once back online", async ({
    page,
    context,
    request,
    token,
    slug,
  }) => {
    const record = await editNewRecord(page, request, token, {
      slug,
      Title: `Offline ${slug}`,
      Type: "Site",
    });
    await page.getByLabel("Coverage").fill("Typed in the field, offline");

    await context.setOffline(true);
    await saveButton(page).click();
    const offline = page.getByRole("alert").filter({ hasText: "You're offline" });
    await expect(offline).toBeVisible({ timeout: 3_000 });
    await expect(offline).toHaveText(
      "You're offline. Your changes are kept here; save again when you're back online.",
    );
    await expect(offline).toBeInViewport();
    await expect(page.getByLabel("Coverage")).toHaveValue("Typed in the field, offline");
    await expect(saveButton(page)).toBeEnabled();

    await context.setOffline(false);
    await saveButton(page).click();
    await expect(savedStatus(page)).toBeVisible();
    await expect(offline).toHaveCount(0);
    const saved = (await records(request, token)).find((r) => r.id === record.id);
    expect(saved?.Coverage).toBe("Typed in the field, offline");
  });

  test("a conflict takes the focus, and 'Save mine over theirs' keeps their other changes", async ({
    page,
    context,
    request,
    token,
    slug,
  }) => {
    const record = await createRecord(request, token, {
      slug,
      Title: `Two tabs ${slug}`,
      Type: "Site",
      Creator: "First creator",
      Rights: "First rights",
    });
    const path = `/admin/records/edit/${record.id}`;
    await openSignedIn(page, token, path);
    const other = await context.newPage();
    await openSignedIn(other, token, path);

    // The other tab changes the Creator and saves first.
    await other.getByLabel("Creator").fill("Creator from the other tab");
    await saveButton(other).click();
    await expect(savedStatus(other)).toBeVisible();

    // This tab changed only the Rights, mid-page, and saves from the bar.
    await page.getByLabel("Rights").fill("Rights from this tab");
    await saveButton(page).click();
    const conflict = page
      .getByRole("alert")
      .filter({ hasText: "Someone else saved this record after you opened it." });
    await expect(conflict).toBeFocused();
    await expect(conflict).toBeInViewport();
    await expect(conflict).toContainText(
      "saves the fields you changed as you typed them and keeps their version of every other field",
    );
    await expect(page.getByLabel("Rights")).toHaveValue("Rights from this tab");

    await conflict.getByRole("button", { name: "Save mine over theirs" }).click();
    await expect(savedStatus(page)).toBeVisible();
    await expect(page.getByLabel("Creator")).toHaveValue("Creator from the other tab");
    const saved = (await records(request, token)).find((r) => r.id === record.id);
    expect(saved).toMatchObject({
      Creator: "Creator from the other tab",
      Rights: "Rights from this tab",
    });
  });

  test("a file the server refuses is marked failed and named; removed, the save lands", async ({
    page,
    request,
    token,
    slug,
  }) => {
    await openSignedIn(page, token, "/admin/records/new");
    await page.getByLabel("Title").fill(`Upload ${slug}`);
    await page.getByLabel("Type").fill("Photograph");
    await page.getByLabel("Slug").fill(slug);
    await page
      .getByLabel("Add images, audio or video")
      .setInputFiles([{ name: "porch.png", mimeType: "image/png", buffer: png(90) }, FAKE_JPEG]);
    const uploads = page.getByRole("region", { name: "Files to upload on save" });
    const uploaded = nextUploadPath(page);
    await saveButton(page).click();

    const message = page.getByRole("alert").filter({ hasText: "Error uploading media" });
    await expect(message).toHaveText(
      "Error uploading media: fake.jpg: Only image, audio and video files can be uploaded. Nothing was saved. Remove fake.jpg and save again.",
    );
    await expect(message).toBeFocused();
    const fake = uploads.getByRole("listitem").filter({ hasText: "fake.jpg" });
    await expect(fake).toContainText("Failed: Only image, audio and video files can be uploaded.");
    await expect(fake.getByRole("progressbar")).toHaveCount(0);
    await expect(uploads.getByRole("listitem").filter({ hasText: "porch.png" })).toContainText(
      "Uploaded",
    );
    const porch = await uploaded;

    await fake.getByRole("button", { name: "Remove fake.jpg" }).click();
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/admin\/records\/edit\//);
    await expect(savedStatus(page)).toBeVisible();
    const saved = (await records(request, token)).find((r) => r.slug === slug);
    // The image uploaded on the first try is the one saved: it was not sent twice.
    expect(saved?.images.map((image) => image.path)).toEqual([porch]);
  });

  test("a file too large is refused the moment it is chosen, before anything uploads", async ({
    page,
    slug,
    token,
  }) => {
    const limits = page.waitForResponse((answer) => answer.url().endsWith("/media/limits"));
    await openSignedIn(page, token, "/admin/records/new");
    await limits;
    const uploads = countUploads(page);
    // The server's image limit is 15 MB: one byte more is refused, a small photo is kept.
    const scan = { name: "scan.png", mimeType: "image/png", buffer: Buffer.alloc(15 * MB + 1) };
    await page
      .getByLabel("Add images, audio or video")
      .setInputFiles([{ name: "porch.png", mimeType: "image/png", buffer: png(90) }, scan]);

    await expect(page.getByRole("alert").filter({ hasText: "scan.png" })).toHaveText(
      "Not added: scan.png is 15.1 MB, over the 15 MB limit for images.",
    );
    const pending = page.getByRole("region", { name: "Files to upload on save" });
    await expect(pending.getByRole("listitem")).toHaveText([/porch\.png/]);
    expect(uploads()).toBe(0);

    await page.getByLabel("Title").fill(`Small photo ${slug}`);
    await page.getByLabel("Type").fill("Photograph");
    await page.getByLabel("Slug").fill(slug);
    await saveButton(page).click();
    await expect(savedStatus(page)).toBeVisible();
    expect(uploads()).toBe(1);
  });

  test("a taken slug is reported at the slug before any file is uploaded", async ({
    page,
    request,
    token,
    slug,
  }) => {
    await createRecord(request, token, { slug, Title: `Taken ${slug}`, Type: "Site" });
    await openSignedIn(page, token, "/admin/records/new");
    await page.getByLabel("Title").fill(`Second ${slug}`);
    await page.getByLabel("Type").fill("Photograph");
    await page.getByLabel("Slug").fill(slug);
    await page
      .getByLabel("Add images, audio or video")
      .setInputFiles([{ name: "porch.png", mimeType: "image/png", buffer: png(90) }]);
    const uploads = countUploads(page);
    await saveButton(page).click();

    await expect(page.getByRole("alert").filter({ hasText: "Slug already in use" })).toBeVisible();
    await expect(page.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
    expect(uploads()).toBe(0);

    await page.getByLabel("Slug").fill(`${slug}-2`);
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/admin\/records\/edit\//);
    expect(uploads()).toBe(1);
  });

  test("a file uploaded for a save that is then given up is deleted again", async ({
    page,
    request,
    token,
    slug,
  }) => {
    await openSignedIn(page, token, "/admin/records/new");
    await page.getByLabel("Title").fill(`Given up ${slug}`);
    await page.getByLabel("Type").fill("Photograph");
    await page
      .getByLabel("Add images, audio or video")
      .setInputFiles([
        { name: "kept-for-nothing.png", mimeType: "image/png", buffer: png(30) },
        FAKE_JPEG,
      ]);
    const uploaded = nextUploadPath(page);
    await saveButton(page).click();
    const path = await uploaded;
    await expect(
      page.getByRole("alert").filter({ hasText: "Error uploading media" }),
    ).toBeVisible();
    expect((await request.get(`/media/${path}`)).status()).toBe(200);

    await page.getByRole("link", { name: "Back to Records" }).click();
    await page
      .getByRole("dialog", { name: "Leave without saving?" })
      .getByRole("button", { name: "Yes" })
      .click();
    await expect(page).toHaveURL(/\/admin\/records$/);
    await expect.poll(async () => (await request.get(`/media/${path}`)).status()).toBe(404);
  });
});
