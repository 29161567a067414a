import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import {
  DEMO_AUDIO,
  records,
  createRecord,
  editNewRecord,
  png,
  uploadPng,
  openSignedIn,
  saveButton,
  test,
} from "./support/admin-records.js";

// Staff curating the archive (SPEC §2 Record editor, §4 Record save, §5 Record (admin), Media
// upload, option lists): the editor with media, and the public record page after a save, on the
// real server. Every test removes the records it made. The list: admin-records-list.spec.ts.

test.describe("record editor", () => {
  test("creates a record with an image and audio that the public page shows", async ({
    page,
    request,
    token,
    slug,
  }) => {
    await openSignedIn(page, token, "/admin/records/new");
    await expect(page.getByRole("heading", { level: 1, name: "New Record" })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await page.getByLabel("Title").fill(`Record ${slug}`);
    await page.getByLabel("Type").fill("Marker");
    // The slug follows the title until typed over.
    await expect(page.getByLabel("Slug")).toHaveValue(`record-${slug}`);
    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Description", { exact: true }).fill("A marker by the river.");
    await page.getByLabel("Keyword to add").fill("river");
    await page.getByRole("button", { name: "Add Keyword" }).click();
    await expect(page.getByRole("button", { name: "Remove Keyword river" })).toBeVisible();

    await page.getByLabel("Add images, audio or video").setInputFiles([
      { name: "river-marker.png", mimeType: "image/png", buffer: png(200) },
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not media") },
      { name: "ryman.mp3", mimeType: "audio/mpeg", buffer: await readFile(DEMO_AUDIO) },
    ]);
    await expect(page.getByRole("alert").filter({ hasText: "Not added" })).toContainText(
      "notes.txt",
    );
    const toUpload = page.getByRole("region", { name: "Files to upload on save" });
    await expect(toUpload.getByRole("listitem")).toHaveCount(2);

    // A failed upload saves nothing and keeps the files for another try.
    await page.route("**/dashboard/api/media**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal", message: "Disk full" } }),
      }),
    );
    await saveButton(page).click();
    await expect(
      page.getByText(
        "Error uploading media: river-marker.png, ryman.mp3: Disk full. Nothing was saved; save again to try once more.",
      ),
    ).toBeVisible();
    expect((await records(request, token)).some((record) => record.slug === slug)).toBe(false);
    await expect(toUpload.getByRole("listitem")).toHaveCount(2);
    await page.unroute("**/dashboard/api/media**");

    await saveButton(page).click();
    await expect(page).toHaveURL(/\/admin\/records\/edit\//);
    await expect(page.getByRole("status").filter({ hasText: "Record saved." })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Open image 1/ })).toBeVisible();
    // The audio shows its file name without the storage path and unique id.
    await expect(page.locator(".record-file-name")).toHaveText(["ryman.mp3"]);

    const saved = (await records(request, token)).find((record) => record.slug === slug)!;
    expect(saved.images).toHaveLength(1);
    expect(saved.images[0]!.caption).toBe("A marker by the river.");
    expect(saved.audios).toHaveLength(1);

    await page.goto(`/records/${slug}`);
    const photo = page.locator("main img").first();
    await expect(photo).toHaveAttribute("src", `/media/${saved.images[0]!.path}`);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.locator("main audio")).toHaveAttribute("src", /ryman\.mp3$/);
  });

  test("image previews load a small copy of each photo, not the original", async ({
    page,
    request,
    token,
    slug,
  }) => {
    const wide = await uploadPng(request, token, "wide-scan.png", 90, 1600);
    const narrow = await uploadPng(request, token, "narrow.png", 30);
    await editNewRecord(page, request, token, {
      slug,
      Title: `Record ${slug}`,
      Type: "Photograph",
      images: [wide, narrow].map((path) => ({ path, caption: "", associated_records: [] })),
    });
    const shown = async (n: number) => {
      const img = page.getByRole("button", { name: `Open image ${n}` }).locator("img");
      await img.scrollIntoViewIfNeeded();
      return () =>
        img.evaluate((el: HTMLImageElement) => (el.naturalWidth > 0 ? el.currentSrc : ""));
    };
    // The 1600 px photo from its 320 px copy (640 px on a sharper screen).
    await expect.poll(await shown(1)).toMatch(/-wide-scan\.png\.w(320|640)\.webp$/);
    // A photo narrower than the copies from its original.
    await expect.poll(await shown(2)).toMatch(/-narrow\.png$/);
  });

  test("a slug in use says so and keeps everything typed", async ({
    page,
    request,
    token,
    slug,
  }) => {
    await createRecord(request, token, { slug, Title: `Taken ${slug}`, Type: "Site" });
    await openSignedIn(page, token, "/admin/records/new");
    await page.getByLabel("Title").fill(`Second ${slug}`);
    await page.getByLabel("Type").fill("Site");
    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Creator").fill("Ada Historian");
    await saveButton(page).click();

    await expect(page.getByRole("alert").filter({ hasText: "Slug already in use" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/records\/new$/);
    await expect(page.getByLabel("Title")).toHaveValue(`Second ${slug}`);
    await expect(page.getByLabel("Creator")).toHaveValue("Ada Historian");

    await page.getByLabel("Slug").fill(`${slug}-2`);
    await expect(page.getByText("Slug already in use")).toHaveCount(0);
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/admin\/records\/edit\//);
    const saved = (await records(request, token)).find((record) => record.slug === `${slug}-2`);
    expect(saved?.Creator).toBe("Ada Historian");
  });

  test("warns about a Relation Link that is not a full address, without blocking the save", async ({
    page,
    token,
  }) => {
    await openSignedIn(page, token, "/admin/records/new");
    await page.getByLabel("Title").fill("Warning check");
    await page.getByLabel("Type").fill("Site");
    await expect(
      page.getByText(
        "Only fully qualified HTTP URLs e.g. https://nashville.gov or http://example.com",
      ),
    ).toBeVisible();
    const warning = page.getByText(/^Warning: URL/);
    await page.getByLabel("Relation Link").fill("nashville");
    await expect(warning).toHaveText(
      "Warning: URL nashville failed validation and may not be correct. Ensure It works correctly before saving this record.",
    );
    await expect(saveButton(page)).toBeEnabled();
    await page.getByLabel("Relation Link").fill("https://nashville.gov/history");
    await expect(warning).toHaveCount(0);
  });

  test("orders and removes images with Edit and Done, then deletes the record", async ({
    page,
    request,
    token,
    slug,
  }) => {
    const paths = [
      await uploadPng(request, token, "first.png", 10),
      await uploadPng(request, token, "second.png", 100),
      await uploadPng(request, token, "third.png", 250),
    ];
    const record = await editNewRecord(page, request, token, {
      slug,
      Title: `Images ${slug}`,
      Type: "Site",
      images: paths.map((p, i) => ({ path: p, caption: `Caption ${i + 1}` })),
    });

    // The lightbox wraps around: back from the first image is the last.
    await page.getByRole("button", { name: "Open image 1: Caption 1" }).click();
    const lightbox = page.getByRole("dialog");
    await expect(lightbox.getByRole("heading")).toHaveText("1 of 3 - Caption 1");
    await lightbox.getByRole("button", { name: "Previous image" }).click();
    await expect(lightbox.getByRole("heading")).toHaveText("3 of 3 - Caption 3");
    await page.keyboard.press("ArrowRight");
    await expect(lightbox.getByRole("heading")).toHaveText("1 of 3 - Caption 1");
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();

    await expect(page.getByRole("button", { name: "Move image 1 down" })).toHaveCount(0);
    await page.getByRole("button", { name: "Edit Images" }).click();
    await expect(page.getByRole("button", { name: "Move image 1 up" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Move image 3 down" })).toBeDisabled();
    await page.getByRole("button", { name: "Move image 1 down" }).click();
    await page.getByRole("button", { name: "Remove image 3" }).click();
    await page.getByRole("button", { name: "Done Images" }).click();
    await expect(page.getByRole("button", { name: "Remove image 1" })).toHaveCount(0);
    await saveButton(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Record saved." })).toBeVisible();

    const saved = (await records(request, token)).find((r) => r.id === record.id)!;
    expect(saved.images.map((image) => image.path)).toEqual([paths[1], paths[0]]);

    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("dialog")).toContainText("Are you sure?");
    await expect(page.getByRole("dialog")).toContainText("This action cannot be undone.");
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/admin\/records$/);
    expect((await records(request, token)).some((r) => r.id === record.id)).toBe(false);
  });
});
