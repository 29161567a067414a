import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { PNG } from "pngjs";
import { open } from "./support/navigation.js";
import { axeViolationsHere } from "./support/axe.js";
import { ADMIN_API, staffToken } from "./support/staff.js";

// The admin home (featured tours, social links) and About Us content (staff), checked on the
// public pages after each save. Every test puts back what it changed.

const API = ADMIN_API;

interface Staffer {
  id: string;
  titleLine: string;
}

/** A signed-in admin page: the token stored as a sign-in stores it, then `path` opened. */
async function openSignedIn(page: Page, token: string, target: string) {
  await page.goto("/admin/login");
  await page.evaluate((value) => localStorage.setItem("admin-token", value), token);
  await open(page, target);
}

const adminCall = (request: APIRequestContext, token: string) => ({
  get: (url: string) => request.get(`${API}${url}`, { headers: { "x-local-token": token } }),
  post: (url: string, data: unknown) =>
    request.post(`${API}${url}`, { headers: { "x-local-token": token }, data }),
  delete: (url: string) => request.delete(`${API}${url}`, { headers: { "x-local-token": token } }),
});

/**
 * Featured tours and social links are one document each for the whole site: the phone and
 * desktop runs of a test take turns on them instead of saving over each other.
 */
async function exclusively<T>(name: string, run: () => Promise<T>): Promise<T> {
  const root = `${process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, ".data", "run")}-locks`;
  await mkdir(root, { recursive: true });
  const lock = path.join(root, name);
  for (const start = Date.now(); ;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || Date.now() - start > 60_000)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await run();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** A small PNG portrait made on the spot: a warm square with a darker disc. */
function portraitPng(): Buffer {
  const png = new PNG({ width: 48, height: 48 });
  for (let y = 0; y < 48; y++) {
    for (let x = 0; x < 48; x++) {
      const i = (y * 48 + x) * 4;
      const inside = (x - 24) ** 2 + (y - 20) ** 2 < 120;
      png.data[i] = inside ? 90 : 214;
      png.data[i + 1] = inside ? 60 : 170;
      png.data[i + 2] = inside ? 40 : 120;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The page fits the screen: nothing scrolls sideways (phone 360 px up to desktop). */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const featuredOnHome = async (page: Page) => {
  await page.goto("/");
  return page
    .locator("section", { has: page.getByRole("heading", { name: "Featured Tours" }) })
    .locator(".tour-card__title")
    .allTextContents();
};

test("featured tours: add one, move it up, save, and the home page follows", async ({
  page,
  request,
  browser,
}) => {
  const token = await staffToken(request);
  const api = adminCall(request, token);
  await exclusively("featured-tours", async () => {
    const original = (await (await api.get("/featuredTours")).json()) as string[];
    const before = await featuredOnHome(page);
    try {
      await openSignedIn(page, token, "/admin/home");
      const form = page.getByRole("form", { name: "Featured Tours" });
      await expect(form.getByRole("listitem")).toHaveCount(original.length);

      const choice = form.getByLabel("Add a tour");
      const title = (await choice.locator("option").nth(1).textContent()) ?? "";
      expect(title).not.toBe("");
      await choice.selectOption({ label: title });
      await form.getByRole("button", { name: "Add", exact: true }).click();
      await form.getByRole("button", { name: `Move ${title} up` }).click();
      await expect(form.getByRole("listitem").nth(original.length - 1)).toContainText(title);
      await expect(choice.locator("option", { hasText: title })).toHaveCount(0);

      await form.getByRole("button", { name: "Save Featured Tours" }).click();
      await expect(form.getByRole("status")).toHaveText("Saved");

      const expected = [...before.slice(0, -1), title, ...before.slice(-1)];
      const visitor = await browser.newPage();
      expect(await featuredOnHome(visitor)).toEqual(expected);

      // Remove it again: the home page is as it was.
      await form.getByRole("button", { name: `Remove ${title}` }).click();
      await expect(form.getByRole("status")).toHaveText("");
      await form.getByRole("button", { name: "Save Featured Tours" }).click();
      await expect(form.getByRole("status")).toHaveText("Saved");
      expect(await featuredOnHome(visitor)).toEqual(before);
      await visitor.close();
    } finally {
      await api.post("/featuredTours", { featuredTours: original });
    }
  });
});

test("featured tours: a save over someone else's newer save is refused and loses nothing", async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const api = adminCall(request, token);
  await exclusively("featured-tours", async () => {
    const original = (await (await api.get("/featuredTours")).json()) as string[];
    expect(original.length).toBeGreaterThan(1);
    try {
      await openSignedIn(page, token, "/admin/home");
      const form = page.getByRole("form", { name: "Featured Tours" });
      const items = form.getByRole("listitem");
      const first = (await items.first().locator(".featured-tours__title").textContent()) ?? "";
      // Someone else saves in the meantime.
      expect((await api.post("/featuredTours", { featuredTours: original })).status()).toBe(200);

      await form.getByRole("button", { name: `Move ${first} down` }).click();
      await form.getByRole("button", { name: "Save Featured Tours" }).click();
      await expect(page.getByRole("alert")).toContainText("someone else saved this first");
      await expect(items.nth(1)).toContainText(first);

      await form.getByRole("button", { name: "Load the saved version" }).click();
      await expect(items.first()).toContainText(first);
      await expect(form.getByRole("button", { name: "Save Featured Tours" })).toBeDisabled();
    } finally {
      await api.post("/featuredTours", { featuredTours: original });
    }
  });
});

test("social links: an address that is not a web address is refused; a good one shows in the footer", async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const api = adminCall(request, token);
  await exclusively("social-links", async () => {
    const { version: _version, ...original } = (await (await api.get("/socialLinks")).json()) as {
      version: number;
      instagram: string;
    };
    const changed = `https://www.instagram.com/e2e-${unique()}`;
    try {
      await openSignedIn(page, token, "/admin/home");
      const form = page.getByRole("form", { name: "Social Links" });
      const instagram = form.getByRole("textbox", { name: "Instagram" });
      await expect(instagram).toHaveValue(original.instagram);

      await instagram.fill("instagram dot com");
      await form.getByRole("button", { name: "Save Social Links" }).click();
      await expect(instagram).toHaveAccessibleDescription(
        "Start the address with https:// (or leave it empty)",
      );
      await expect(instagram).toHaveAttribute("aria-invalid", "true");

      await instagram.fill(changed);
      await form.getByRole("button", { name: "Save Social Links" }).click();
      await expect(form.getByRole("status")).toHaveText("Saved");
      await page.goto("/faq");
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "Instagram" }),
      ).toHaveAttribute("href", changed);

      await open(page, "/admin/home");
      await expect(instagram).toHaveValue(changed);
      await instagram.fill(original.instagram);
      await form.getByRole("button", { name: "Save Social Links" }).click();
      await expect(form.getByRole("status")).toHaveText("Saved");
      await page.goto("/faq");
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "Instagram" }),
      ).toHaveAttribute("href", original.instagram);
    } finally {
      await api.post("/socialLinks", original);
    }
  });
});

test("staff: add with a photo, edit, delete, and About Us follows each step", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await staffToken(request);
  const api = adminCall(request, token);
  const name = `Ada Okafor ${unique()}, Oral Historian`;
  const renamed = name.replace("Oral Historian", "Senior Oral Historian");
  const staffOnAboutUs = async () => {
    await page.goto("/about-us");
    return page.getByRole("region", { name: "Our staff" });
  };
  try {
    await openSignedIn(page, token, "/admin/content");
    await page.getByRole("link", { name: "Add Staff Member" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/about-us\/staff\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add Staff Member" })).toBeVisible();
    await expect(page).toHaveTitle("New staff member – Admin");

    await page.getByRole("textbox", { name: "Title line" }).fill(name);
    await page.getByRole("spinbutton", { name: "Sort order" }).fill("900");
    await page.getByLabel("Choose a photo").setInputFiles({
      name: "ada.png",
      mimeType: "image/png",
      buffer: portraitPng(),
    });
    await expect(page.getByRole("img", { name: "Preview of the photo" })).toHaveAttribute(
      "src",
      /^\/media\/headshots\/.+-ada\.png$/,
    );
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByRole("textbox", { name: "Photo description" }),
    ).toHaveAccessibleDescription(/Describe the photo for visitors who cannot see it/);
    await expect(page).toHaveURL(/\/staff\/new$/);

    await page.getByRole("textbox", { name: "Photo description" }).fill(`Portrait of ${name}`);
    const bio = page.getByRole("textbox", { name: "Bio" });
    await bio.click();
    await page.keyboard.type("Records the memories of Jefferson Street elders.");
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page).toHaveURL(/\/admin\/content$/);
    const member = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(member).toContainText("Records the memories of Jefferson Street elders.");
    await expect(member.getByRole("img", { name: `Portrait of ${name}` })).toBeVisible();
    let staff = await staffOnAboutUs();
    await expect(staff.getByRole("heading", { level: 3, name })).toBeVisible();
    await expect(staff.getByRole("img", { name: `Portrait of ${name}` })).toHaveAttribute(
      "src",
      /^\/media\/headshots\//,
    );
    await expect(staff).toContainText("Records the memories of Jefferson Street elders.");

    // Edit: a new title line and more to the bio.
    await open(page, "/admin/content");
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Staff Member" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title line" })).toHaveValue(name);
    await page.getByRole("textbox", { name: "Title line" }).fill(renamed);
    await page.getByRole("textbox", { name: "Bio" }).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" She leads the listening sessions.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/content$/);
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();
    staff = await staffOnAboutUs();
    await expect(staff.getByRole("heading", { level: 3, name: renamed })).toBeVisible();
    await expect(staff).toContainText("She leads the listening sessions.");
    await expect(staff.getByRole("heading", { level: 3, name, exact: true })).toHaveCount(0);

    // Delete: the question first; Cancel keeps the member, Yes deletes.
    await open(page, "/admin/content");
    await page.getByRole("button", { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole("dialog", {
      name: "Are you sure you want to delete that staffer?",
    });
    await expect(dialog).toContainText("This action cannot be undone.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${renamed}` }).click();
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "was deleted" })).toHaveText(
      `${renamed} was deleted.`,
    );
    await expect(page.getByRole("heading", { name: renamed })).toHaveCount(0);
    staff = await staffOnAboutUs();
    await expect(staff.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(staff.getByRole("heading", { level: 3, name: renamed })).toHaveCount(0);
  } finally {
    const about = (await (await api.get("/content/about-us")).json()) as { staff: Staffer[] };
    for (const member of about.staff.filter((m) => m.titleLine === name || m.titleLine === renamed))
      await api.delete(`/content/staff/${member.id}`);
  }
});

test("staff: a photo deleted from the media before the save is refused at the file chooser", async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  await openSignedIn(page, token, "/admin/content/about-us/staff/new");
  await page.getByRole("textbox", { name: "Title line" }).fill(`Gone Photo ${unique()}, Archivist`);
  await page.getByRole("spinbutton", { name: "Sort order" }).fill("901");
  await page.getByLabel("Choose a photo").setInputFiles({
    name: "gone.png",
    mimeType: "image/png",
    buffer: portraitPng(),
  });
  const preview = page.getByRole("img", { name: "Preview of the photo" });
  await expect(preview).toHaveAttribute("src", /^\/media\/headshots\/.+-gone\.png$/);
  const stored = (await preview.getAttribute("src"))!.replace(/^\/media\//, "");
  await page.getByRole("textbox", { name: "Photo description" }).fill("A portrait");
  // Someone deletes the file from the media meanwhile: nothing names it yet, so it goes.
  expect((await adminCall(request, token).delete(`/media/${stored}`)).status()).toBe(204);

  await page.getByRole("button", { name: "Save" }).click();
  const chooser = page.getByLabel("Replace the photo");
  await expect(chooser).toHaveAccessibleDescription(/No uploaded file has this path/);
  await expect(chooser).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/staff\/new$/);
});

test("staff editor: leaving with unsaved changes asks first", async ({ page, request }) => {
  await openSignedIn(page, await staffToken(request), "/admin/content/about-us/staff/new");
  await page.getByRole("textbox", { name: "Title line" }).fill("Not saved");
  await page.getByRole("link", { name: "Cancel" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/staff\/new$/);
  await expect(page.getByRole("textbox", { name: "Title line" })).toHaveValue("Not saved");

  await page.getByRole("link", { name: "Cancel" }).click();
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
});

test("the content screen and the staff editor fit the screen and pass the accessibility scan", async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  await openSignedIn(page, token, "/admin/content");
  await expect(page.getByRole("heading", { name: "Curriculum Team" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Delete / }).first()).toBeVisible();
  expect(await axeViolationsHere(page)).toEqual([]);
  await expectNoSideScroll(page);

  await page
    .getByRole("link", { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Staff Member" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Bio" })).toBeVisible();
  expect(await axeViolationsHere(page)).toEqual([]);
  await expectNoSideScroll(page);
});
