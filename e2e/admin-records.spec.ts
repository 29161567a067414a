import { readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test, type TestInfo } from "@playwright/test";
import { PNG } from "pngjs";
import { seriousAxeViolations } from "./support/axe.js";
import { open } from "./support/navigation.js";
import { ADMIN_API, staffHeaders, staffToken } from "./support/staff.js";

// Staff curating the archive (SPEC §2 Records list and Record editor, §4 Record save, §5 Record
// (admin), Media upload, option lists): the list with its filters, the editor with media, and the
// public record page after a save, on the real server. Every test removes the records it made.

const API = ADMIN_API;
const DEMO_AUDIO = path.resolve(
  import.meta.dirname,
  "../server/src/seed/demo-media/audio/broadway-music-and-the-railroad--ryman.mp3",
);

interface ApiRecord {
  id: string;
  version: number;
  Tours: string[];
  slug: string;
  Title: string;
  Type: string;
  Creator: string;
  images: { path: string; caption: string }[];
  audios: { path: string }[];
}

async function records(request: APIRequestContext, token: string): Promise<ApiRecord[]> {
  return (await request.get(`${API}/records`, { headers: staffHeaders(token) })).json();
}

async function removeBySlug(request: APIRequestContext, token: string, prefix: string) {
  for (const record of await records(request, token)) {
    if (record.slug.startsWith(prefix))
      await request.delete(`${API}/records/${record.id}`, { headers: staffHeaders(token) });
  }
}

/** A record made through the API, as the editor would send it. */
async function createRecord(
  request: APIRequestContext,
  token: string,
  fields: Partial<ApiRecord> & { slug: string; Title: string; Type: string },
) {
  const body = {
    id: crypto.randomUUID(),
    Creator: "",
    Author: "",
    Address: "",
    Coordinates: null,
    Description: "",
    Source: [],
    Date: "",
    Contributor: [],
    Coverage: "",
    Rights: "",
    Subject: [],
    Keyword: [],
    Tours: [],
    Notes: "",
    audios: [],
    videos: [],
    images: [],
    ...fields,
  };
  const response = await request.post(`${API}/records`, {
    headers: staffHeaders(token),
    data: body,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as ApiRecord;
}

/** A small PNG made on the spot, one colour per call so each file differs. */
function png(red: number): Buffer {
  const image = new PNG({ width: 60, height: 40 });
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = red;
    image.data[i + 1] = 120;
    image.data[i + 2] = 60;
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}

async function uploadPng(request: APIRequestContext, token: string, name: string, red: number) {
  const response = await request.post(`${API}/media?folder=media`, {
    headers: staffHeaders(token),
    multipart: { file: { name, mimeType: "image/png", buffer: png(red) } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { path: string }).path;
}

async function openSignedIn(page: Page, token: string, target: string) {
  await page.goto("/admin/login");
  await page.evaluate((value) => localStorage.setItem("admin-token", value), token);
  await open(page, target);
}

/** Slugs and titles no other test, and not the other project running alongside, uses. */
const stamp = (testInfo: TestInfo) =>
  `e2e-${testInfo.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true });

test.describe("record editor", () => {
  test("creates a record with an image and audio that the public page shows", async ({
    page,
    request,
  }, testInfo) => {
    const token = await staffToken(request);
    const slug = stamp(testInfo);
    try {
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
      await expect(page.getByText("Error uploading media: Disk full")).toBeVisible();
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
    } finally {
      await removeBySlug(request, token, slug);
    }
  });

  test("a slug in use says so and keeps everything typed", async ({ page, request }, testInfo) => {
    const token = await staffToken(request);
    const slug = stamp(testInfo);
    try {
      await createRecord(request, token, { slug, Title: `Taken ${slug}`, Type: "Site" });
      await openSignedIn(page, token, "/admin/records/new");
      await page.getByLabel("Title").fill(`Second ${slug}`);
      await page.getByLabel("Type").fill("Site");
      await page.getByLabel("Slug").fill(slug);
      await page.getByLabel("Creator").fill("Ada Historian");
      await saveButton(page).click();

      await expect(
        page.getByRole("alert").filter({ hasText: "Slug already in use" }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/records\/new$/);
      await expect(page.getByLabel("Title")).toHaveValue(`Second ${slug}`);
      await expect(page.getByLabel("Creator")).toHaveValue("Ada Historian");

      await page.getByLabel("Slug").fill(`${slug}-2`);
      await expect(page.getByText("Slug already in use")).toHaveCount(0);
      await saveButton(page).click();
      await expect(page).toHaveURL(/\/admin\/records\/edit\//);
      const saved = (await records(request, token)).find((record) => record.slug === `${slug}-2`);
      expect(saved?.Creator).toBe("Ada Historian");
    } finally {
      await removeBySlug(request, token, slug);
    }
  });

  test("warns about a Relation Link that is not a full address, without blocking the save", async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
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
  }, testInfo) => {
    const token = await staffToken(request);
    const slug = stamp(testInfo);
    try {
      const paths = [
        await uploadPng(request, token, "first.png", 10),
        await uploadPng(request, token, "second.png", 100),
        await uploadPng(request, token, "third.png", 250),
      ];
      const record = await createRecord(request, token, {
        slug,
        Title: `Images ${slug}`,
        Type: "Site",
        images: paths.map((p, i) => ({ path: p, caption: `Caption ${i + 1}` })),
      });
      await openSignedIn(page, token, `/admin/records/edit/${record.id}`);

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
    } finally {
      await removeBySlug(request, token, slug);
    }
  });
});

test.describe("record editor: conflicts, refusals, leaving and coordinates", () => {
  test("a save over someone else's newer version asks, keeping what was typed", async ({
    page,
    request,
  }, testInfo) => {
    const token = await staffToken(request);
    const slug = stamp(testInfo);
    try {
      const record = await createRecord(request, token, {
        slug,
        Title: `Mine ${slug}`,
        Type: "Site",
      });
      await openSignedIn(page, token, `/admin/records/edit/${record.id}`);
      await page.getByLabel("Creator").fill("Typed by me");
      // Someone else saves first.
      const theirs = await request.put(`${API}/records/${record.id}`, {
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
    } finally {
      await removeBySlug(request, token, slug);
    }
  });

  test("deleting a record that tour stops use shows why it cannot be deleted", async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
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

  test("leaving with unsaved changes asks first", async ({ page, request }) => {
    const token = await staffToken(request);
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
    request,
  }) => {
    const token = await staffToken(request);
    // A browser without WebGL.
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        if (kind.startsWith("webgl")) return null;
        return original.call(this, kind as "2d", ...(rest as []));
      } as typeof original;
    });
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

  test("clicking the map sets the point", async ({ page, request }) => {
    const token = await staffToken(request);
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
      const total = (await records(request, token)).length;
      await openSignedIn(page, token, "/admin/records");

      await expect(page.locator(".records-count")).toHaveText(
        `${total.toLocaleString("en-US")} records`,
      );
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

  test("the list and the editor have no serious accessibility problems", async ({
    browser,
    request,
  }, testInfo) => {
    const token = await staffToken(request);
    const signIn = async (page: Page) => {
      await page.evaluate((value) => localStorage.setItem("admin-token", value), token);
      await page.reload();
    };
    expect(
      await seriousAxeViolations(browser, testInfo, "/admin/login", async (page) => {
        await signIn(page);
        await open(page, "/admin/records");
        await page.locator(".records-row").first().waitFor();
      }),
    ).toEqual([]);
    expect(
      await seriousAxeViolations(browser, testInfo, "/admin/login", async (page) => {
        await signIn(page);
        await open(page, "/admin/records/new");
        await page.getByLabel("Relation Link").fill("not a link");
        await page.getByRole("heading", { level: 1, name: "New Record" }).waitFor();
      }),
    ).toEqual([]);
  });
});
