import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  test,
  type TestInfo,
} from "@playwright/test";
import type { Notice } from "@tours/shared";
import { noticeBody } from "@tours/shared/testing";
import { axeViolationsHere } from "./support/axe.js";
import { freshContext, open } from "./support/navigation.js";
import { ADMIN_API, staffHeaders, staffSession } from "./support/staff.js";
import { smallTapTargets } from "./support/tap-targets.js";

// Staff posting a notice for visitors (README "Adding an entity": the generic list and editor,
// declared in the notices' admin module): field errors once touched or Save pressed, the notice
// at the top of the public pages, a second tab's save (409), hiding it, and deleting it. Every
// notice is named after its project and removed at the end; other specs never see one for long.

const API = `${ADMIN_API}/notices`;
const staff = staffSession((id) => `${API}/${id}`);

const uniqueTitle = (testInfo: TestInfo) =>
  `Fort Negley closed ${testInfo.project.name} ${Date.now().toString(36)}`;

async function notices(request: APIRequestContext): Promise<Notice[]> {
  return (await request.get(API, { headers: staffHeaders(staff.token) })).json();
}

/** A context like the test's project, signed in as staff or (`signedIn` false) a visitor's. */
async function newTab(browser: Browser, testInfo: TestInfo, signedIn: boolean) {
  const context = await freshContext(browser, testInfo);
  if (signedIn) {
    await context.addInitScript((value) => localStorage.setItem("admin-token", value), staff.token);
  }
  return { context, page: await context.newPage() };
}

/** The notice titled `title` at the top of a public page. */
const publicNotice = (page: Page, title: string) =>
  page.locator("#notices").getByRole("listitem").filter({ hasText: title });

/** How far the page scrolls sideways: nothing, when it fits the screen. */
const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true });
/** Presses Save from the keyboard, as it stays pressable while it cannot save (aria-disabled). */
async function pressSave(page: Page) {
  await saveButton(page).focus();
  await page.keyboard.press("Enter");
}
const savedStatus = (page: Page) => page.getByRole("status").filter({ hasText: "Notice saved." });

test("staff post a notice, visitors see it, a second tab's save conflicts, hiding takes it off the site", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const title = uniqueTitle(testInfo);
  await open(page, "/admin/notices");
  await expect(page.getByRole("heading", { level: 1, name: "Notices" })).toBeVisible();
  await page.getByRole("link", { name: "New Notice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Notice" })).toBeVisible();
  await expect(page).toHaveTitle("New notice – Admin");
  await expect(page.getByLabel("Shown on the site")).toBeChecked();

  // Nothing is wrong at a field until it is touched: then only that field says so.
  const titleField = page.getByLabel("Title");
  const message = page.getByLabel("Message");
  const link = page.getByLabel("Link", { exact: true });
  await expect(titleField).not.toHaveAccessibleDescription(/required/);
  await titleField.fill("x");
  await titleField.fill("");
  await expect(titleField).toHaveAccessibleDescription(/Title is required/);
  await expect(message).not.toHaveAccessibleDescription(/required/);
  await link.fill("//evil.example");
  await expect(link).toHaveAccessibleDescription(
    /Must be an http\(s\) address or a path starting with \//,
  );

  // Save, pressed while it cannot save, shows every problem and moves focus to their summary.
  await pressSave(page);
  const summary = page.getByRole("group", { name: "Notice validation error" });
  await expect(summary).toBeFocused();
  await expect(message).toHaveAccessibleDescription(/Message is required/);
  await expect(summary.getByRole("link")).toHaveText([
    "Title is required",
    "Message is required",
    "Must be an http(s) address or a path starting with /",
  ]);

  await titleField.fill(title);
  await message.fill("Closed for repairs until March.\nThe fort is open.");
  await link.fill("/tours");
  await expect(titleField).not.toHaveAccessibleDescription(/required/);
  await saveButton(page).click();

  await expect(page.getByRole("heading", { level: 1, name: `Edit Notice ${title}` })).toBeVisible();
  await expect(savedStatus(page)).toBeVisible();
  expect(page.url()).toMatch(/\/admin\/notices\/edit\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/").at(-1)!;
  staff.created.push(id);
  await expect(page.getByRole("link", { name: /View on site/ })).toHaveAttribute("href", "/");

  // A visitor's next page load shows it at the top of the content, its link a 44 px target.
  const visitor = await newTab(browser, testInfo, false);
  const second = await newTab(browser, testInfo, true);
  try {
    await visitor.page.goto("/");
    const shown = publicNotice(visitor.page, title);
    await expect(shown).toContainText("Closed for repairs until March.");
    const more = shown.getByRole("link", { name: /^More about this/ });
    await expect(more).toHaveAttribute("href", "/tours");
    expect((await more.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    // Both tabs open the notice; the first saves a new message.
    await open(second.page, `/admin/notices/edit/${id}`);
    await expect(second.page.getByLabel("Title")).toHaveValue(title);
    await page.getByLabel("Message").fill("Closed until April.");
    await saveButton(page).click();
    await expect(savedStatus(page)).toBeVisible();
    await visitor.page.goto("/");
    await expect(publicNotice(visitor.page, title)).toContainText("Closed until April.");

    // The second tab's save meets the newer version: what it typed stays, theirs can be shown.
    await second.page.getByLabel("Link", { exact: true }).fill("https://example.org/fort");
    await saveButton(second.page).click();
    const stale = second.page.getByRole("alert").filter({ hasText: "Someone else saved this" });
    await expect(stale).toBeVisible();
    await expect(second.page.getByLabel("Link", { exact: true })).toHaveValue(
      "https://example.org/fort",
    );
    await stale.getByRole("button", { name: "Discard mine and show theirs" }).click();
    await expect(
      second.page.getByRole("status").filter({ hasText: "Showing the version saved by someone" }),
    ).toBeVisible();
    await expect(second.page.getByLabel("Message")).toHaveValue("Closed until April.");
    await expect(second.page.getByLabel("Link", { exact: true })).toHaveValue("/tours");
    await second.page.getByLabel("Title").fill(`${title} (updated)`);
    await saveButton(second.page).click();
    await expect(savedStatus(second.page)).toBeVisible();

    // The first tab, now behind, hides the notice: 'Save mine over theirs' wins for what it
    // changed, and keeps the second tab's new title.
    await page.getByLabel("Shown on the site").uncheck();
    await saveButton(page).click();
    const behind = page.getByRole("alert").filter({ hasText: "Someone else saved this notice" });
    await behind.getByRole("button", { name: "Save mine over theirs" }).click();
    await expect(savedStatus(page)).toBeVisible();
    await expect(page.getByRole("link", { name: /View on site/ })).toHaveCount(0);
    const saved = (await notices(request)).find((notice) => notice.id === id);
    expect(saved).toMatchObject({
      title: `${title} (updated)`,
      message: "Closed until April.",
      shown: false,
    });
    expect(saved?.version).toBe(4);

    await visitor.page.goto("/");
    await expect(visitor.page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(publicNotice(visitor.page, title)).toHaveCount(0);
  } finally {
    await visitor.context.close();
    await second.context.close();
  }

  // The list shows it hidden; leaving with unsaved changes asks first.
  await page.getByLabel("Message").fill("Typed, not saved.");
  await page.getByRole("link", { name: "Back to Notices" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Message")).toHaveValue("Typed, not saved.");
  await page.getByLabel("Message").fill("Closed until April.");
  await page.getByRole("link", { name: "Back to Notices" }).click();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
  await expect(card.getByRole("definition").last()).toHaveText("No");

  // Delete asks first, then the notice is gone.
  await card.getByRole("link", { name: title }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Are you sure?" })
    .getByRole("button", { name: "Yes" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Notices" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Notice deleted." })).toBeFocused();
  await expect(card).toHaveCount(0);
  expect((await notices(request)).some((notice) => notice.id === id)).toBe(false);
  await open(page, `/admin/notices/edit/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "No notice found..." })).toBeVisible();
});

test("the list, the editor and a notice on the public site pass axe and fit 320 px", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const body = noticeBody({ title: uniqueTitle(testInfo) });
  const response = await request.post(API, { headers: staffHeaders(staff.token), data: body });
  expect(response.status()).toBe(201);
  staff.created.push(body.id);
  const visitor = await newTab(browser, testInfo, false);
  try {
    await open(page, "/admin/notices");
    await expect(page.getByRole("link", { name: body.title })).toBeVisible();
    expect(await axeViolationsHere(page)).toEqual([]);
    await open(page, `/admin/notices/edit/${body.id}`);
    await expect(page.getByLabel("Title")).toHaveValue(body.title);
    await expect(page).toHaveTitle(`Edit notice: ${body.title} – Admin`);
    expect(await axeViolationsHere(page)).toEqual([]);
    await open(page, "/admin/notices/new");
    await pressSave(page);
    await expect(page.getByLabel("Title")).toHaveAccessibleDescription(/Title is required/);
    expect(await axeViolationsHere(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);

    for (const width of [320, 1280]) {
      await visitor.page.setViewportSize({ width, height: 740 });
      await visitor.page.goto("/");
      await expect(publicNotice(visitor.page, body.title)).toBeVisible();
      expect(await axeViolationsHere(visitor.page)).toEqual([]);
      expect(await smallTapTargets(visitor.page)).toEqual([]);
      expect(await sideScroll(visitor.page)).toBeLessThanOrEqual(0);
      // "Skip to content" leads to the notices first.
      await expect(visitor.page.getByRole("link", { name: "Skip to content" })).toHaveAttribute(
        "href",
        "#notices",
      );
    }
  } finally {
    await request.delete(`${API}/${body.id}`, { headers: staffHeaders(staff.token) });
    await visitor.context.close();
  }
});
