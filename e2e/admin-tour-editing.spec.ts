import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { freshContext, open } from "./support/navigation.js";
import { axeViolationsHere } from "./support/axe.js";
import { ADMIN_API, staffHeaders } from "./support/staff.js";
import {
  createTour,
  editNewTour,
  threeRecords,
  unique,
  tourStaffSession,
} from "./support/admin-tours.js";

// Staff editing a tour (SPEC §4 Admin editors, §5 Tour, §8): someone else's newer save, what a
// save says, a narrative pasted from a word processor, a slug in use, leaving with unsaved changes, and the
// editor's layout.

const API = ADMIN_API;

const staff = tourStaffSession();

/** A tour of one stop made through the API, named for this test; answers its id. */
async function oneStopTour(request: APIRequestContext, names: { slug: string; title: string }) {
  const [record] = await threeRecords(request);
  return (await createTour(request, staff, names, [record!])).id;
}

test("a stale save shows the conflict, keeps what was typed, and 'save mine' then succeeds", async ({
  browser,
  request,
}, testInfo) => {
  const names = unique(testInfo, "stale");
  const id = await oneStopTour(request, names);

  const openEditor = async (b: Browser) => {
    const context = await freshContext(b, testInfo);
    await context.addInitScript((value) => localStorage.setItem("admin-token", value), staff.token);
    const page = await context.newPage();
    await open(page, `/admin/tours/edit/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit Tour: ${names.title}`);
    return { context, page };
  };
  const first = await openEditor(browser);
  const second = await openEditor(browser);
  try {
    await first.page.getByLabel("Title").fill(`${names.title} by A`);
    await first.page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(first.page.getByRole("status").filter({ hasText: "Tour saved." })).toBeVisible();

    const typed = "Typed by B while A saved.";
    await second.page.getByLabel("Description").fill(typed);
    await second.page.getByRole("button", { name: "Save", exact: true }).click();
    const alert = second.page
      .getByRole("alert")
      .filter({ hasText: "Someone else saved this tour" });
    await expect(alert).toBeVisible();
    await expect(second.page.getByLabel("Description")).toHaveValue(typed);

    await alert.getByRole("button", { name: "Save mine over theirs" }).click();
    await expect(second.page.getByRole("status").filter({ hasText: "Tour saved." })).toBeVisible();
    const saved = (
      await (await request.get(`${API}/tours`, { headers: staffHeaders(staff.token) })).json()
    ).find((t: { id: string }) => t.id === id);
    expect(saved.description).toBe(typed);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test("a save made far down the form says so beside Save, in sight", async ({
  page,
  request,
}, testInfo) => {
  await editNewTour(page, request, staff, unique(testInfo, "in-sight"), 2);
  const state = (text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
  await page.locator(".stop-panel__toggle").last().click();
  await page.getByRole("textbox", { name: "Narrative" }).click();
  await page.keyboard.type(" More to say.");
  await expect(state("Unsaved changes")).toBeInViewport();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(state(/^Saved$/)).toBeInViewport();
  // The heading's 'Tour saved.' is far above, out of sight.
  await expect(state("Tour saved.")).not.toBeInViewport();
});

/** A narrative as Word puts it on the clipboard: styles, blank paragraphs, typed bullets. */
const FROM_WORD = [
  `<p class=MsoNormal><span style='font-family:"Calibri";color:#1F3864'>The “Jubilee Singers” set out in 1871.<o:p></o:p></span></p>`,
  `<p class=MsoNormal><o:p>&nbsp;</o:p></p>`,
  `<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Completed 1876<o:p></o:p></p>`,
  `<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l0 level1 lfo1'><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span>National Historic Landmark, 1974</p>`,
  `<p class=MsoNormal><o:p>&nbsp;</o:p></p>`,
  `<p class=MsoNormal>See the <a href="https://www.fisk.edu/">Fisk history page</a>.</p>`,
].join("\n");
/** And as Google Docs does: all in a <b> that is not bold, bold and italics given by styles. */
const FROM_GOOGLE_DOCS = [
  `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5e6f7a8b">`,
  `<p dir="ltr"><span style="font-weight:400;">Its towers are Victorian Gothic.</span></p><br>`,
  `<p dir="ltr"><span style="font-weight:700;">Bold fact.</span><span style="font-weight:400;"> `,
  `Plain after, </span><span style="font-style:italic;font-weight:400;">in italics</span></p></b>`,
].join("");

test("a narrative pasted from Word and Google Docs keeps its lists and emphasis, not its spacing", async ({
  page,
  request,
}, testInfo) => {
  const names = unique(testInfo, "word");
  const id = await editNewTour(page, request, staff, names, 1);
  await page.locator(".stop-panel__toggle").first().click();
  const narrative = page.getByRole("textbox", { name: "Narrative" });
  await narrative.click();
  await page.keyboard.press("ControlOrMeta+A");
  for (const html of [FROM_WORD, FROM_GOOGLE_DOCS]) {
    await narrative.evaluate((element, pasted) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData("text/html", pasted);
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true }));
    }, html);
  }
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tour saved." })).toBeAttached();

  const [stop] = await (await request.get(`/api/tours/${id}/stops`)).json();
  expect(stop.narrativeText).not.toMatch(/<p>(\s|&nbsp;|\u00a0)*<\/p>/);
  await page.goto(`/tours/${names.slug}/v/${stop.slug}`);
  const list = page.getByRole("list").filter({ hasText: "Completed 1876" });
  await expect(list.getByRole("listitem")).toHaveText([
    "Completed 1876",
    "National Historic Landmark, 1974",
  ]);
  await expect(page.getByText("The “Jubilee Singers” set out in 1871.")).toBeAttached();
  await expect(page.getByRole("link", { name: "Fisk history page" })).toBeAttached();
  // Bold and italics where they were, not over the whole of Google Docs' text.
  await expect(page.locator("strong", { hasText: "Bold" })).toHaveText("Bold fact.");
  await expect(page.locator("em", { hasText: "italics" })).toHaveText("in italics");
  await expect(page.locator("strong", { hasText: "towers" })).toHaveCount(0);
});

test("the editor fits the screen and passes axe with a stop open", async ({
  page,
  request,
}, testInfo) => {
  await editNewTour(page, request, staff, unique(testInfo, "axe"), 2);
  await expect(page.locator("[data-stop-count='2']")).toBeAttached();
  await page.locator(".stop-panel__toggle").first().click();
  await expect(page.getByRole("textbox", { name: "Narrative" })).toBeVisible();
  expect(await axeViolationsHere(page)).toEqual([]);
  // Nothing wider than the screen, down to a 360 px phone.
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
});

test("a slug another tour uses is refused at the slug, losing nothing", async ({
  page,
  request,
}, testInfo) => {
  const records = (await threeRecords(request)).slice(0, 1);
  const taken = unique(testInfo, "taken");
  await createTour(request, staff, taken, records);
  const { id } = await createTour(request, staff, unique(testInfo, "clash"), records);

  await open(page, `/admin/tours/edit/${id}`);
  const slug = page.getByRole("textbox", { name: "Slug" }).first();
  await slug.fill(taken.slug);
  await page.getByLabel("Description").fill("Kept after the refusal.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Tour validation error" })).toBeVisible();
  await expect(slug).toHaveAccessibleDescription(/Another tour already uses this slug/);
  await expect(page.getByLabel("Description")).toHaveValue("Kept after the refusal.");
});

test("leaving the editor with unsaved changes asks first", async ({ page }) => {
  await open(page, "/admin/tours/new");
  await page.getByLabel("Title").fill("Not saved");
  await page.getByRole("link", { name: "Back to Tours" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/tours\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue("Not saved");

  await page.getByRole("link", { name: "Back to Tours" }).click();
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/admin\/tours$/);
});

test("nothing below the intro and outro moves when their editors arrive", async ({
  page,
  request,
}, testInfo) => {
  const id = await oneStopTour(request, unique(testInfo, "still"));
  // The editor's code held back, as on a slow connection: the stored text shows meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/rich-text-editor[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, `/admin/tours/edit/${id}`);
  const stops = page.getByRole("heading", { name: "Stops", exact: true });
  await expect(page.getByText("Loading the editor…").first()).toBeVisible();
  await expect(page.getByText("Goodbye.")).toBeVisible();
  const before = await stops.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  release();
  await expect(page.getByRole("group", { name: "Outro formatting" })).toBeVisible();
  const after = await stops.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(after).toBe(before);
});

test("a part of the editor whose code cannot arrive says so; the rest keeps working", async ({
  page,
  request,
}, testInfo) => {
  const id = await oneStopTour(request, unique(testInfo, "no-code"));
  // As when the connection drops, or the site was updated long after the page was opened.
  await page.route(/(rich-text-editor|record-picker)[^/]*\.js$/, (route) => route.abort());
  await open(page, `/admin/tours/edit/${id}`);
  const notLoaded = page.getByText(
    "The text editor could not be loaded. Save your other changes, then reload the page to edit this text.",
  );
  await expect(notLoaded).toHaveCount(2);
  await expect(page.getByText("Goodbye.")).toBeVisible();

  await page.getByRole("button", { name: "Add stop" }).click();
  const choose = page
    .locator(".stop-list > li")
    .last()
    .getByRole("button", { name: "Choose record" });
  await choose.click();
  await expect(page.getByRole("alert").filter({ hasText: "record picker" })).toHaveText(
    "The record picker could not be loaded. Check your connection, then press Choose record again.",
  );
  await expect(page.getByLabel("Title")).toBeEditable();

  // Once its code can arrive, the next press opens the picker.
  await page.unroute(/(rich-text-editor|record-picker)[^/]*\.js$/);
  await choose.click();
  await expect(page.getByRole("dialog", { name: "Choose a record" })).toBeVisible();
});
