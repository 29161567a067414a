import { tourBody } from "@tours/shared/testing";
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
  type TestInfo,
} from "@playwright/test";
import { open } from "./support/navigation.js";
import { seriousViolationsHere } from "./support/axe.js";
import { ADMIN_API, staffHeaders, staffToken } from "./support/staff.js";

// Staff building tours (SPEC §2 Admin routes, §3 Tour and Stop, §4 Tour save order, Tour delete,
// Reordering, §5 Tour, Stop, §8): the list, the editor with its stops edited in place, records
// chosen with the picker, reordering by buttons and by drag, conflicts, delete, uploads.

const API = ADMIN_API;
const TONE_MP3 = path.resolve(import.meta.dirname, "../server/src/test/fixtures/tone.mp3");

interface ApiRecord {
  id: string;
  slug: string;
  Title: string;
}

/** A slug and title no other test (or project running in parallel) uses. */
function unique(testInfo: TestInfo, what: string) {
  const key = `${what}-${testInfo.project.name}-${Date.now().toString(36)}`;
  return { slug: `e2e-${key}`, title: `E2E ${key}` };
}

/** Three demo records whose titles do not contain one another (so a title search finds one). */
async function threeRecords(request: APIRequestContext): Promise<ApiRecord[]> {
  const records = (await (await request.get("/api/records")).json()) as ApiRecord[];
  const chosen: ApiRecord[] = [];
  for (const record of records) {
    const clash = chosen.some(
      (c) => c.Title.includes(record.Title) || record.Title.includes(c.Title),
    );
    if (!clash) chosen.push(record);
    if (chosen.length === 3) return chosen;
  }
  throw new Error("The demo content has fewer than three records");
}

/** Creates a tour with stops on the given records through the API; answers its id and stops. */
async function createTour(
  request: APIRequestContext,
  token: string,
  names: { slug: string; title: string },
  records: ApiRecord[],
) {
  const id = crypto.randomUUID();
  const stops = records.map((record, i) => ({
    id: crypto.randomUUID(),
    slug: `stop-${i + 1}`,
    siteName: `Site ${i + 1}`,
    narrativeText: `<p>Narrative ${i + 1}</p>`,
    tourId: id,
    recordId: record.id,
    audio: { path: "" },
    images: [],
  }));
  const tour = tourBody({
    id,
    ...names,
    categories: ["Driving Tours"],
    outro: "<p>Goodbye.</p>",
  });
  const res = await request.put(`${API}/tours/${id}/with-stops`, {
    headers: staffHeaders(token),
    data: { tour, stops },
  });
  expect(res.status()).toBe(200);
  created.push(id);
  return { id, stops };
}

async function publicStopNames(request: APIRequestContext, tourId: string): Promise<string[]> {
  const res = await request.get(`/api/tours/${tourId}/stops`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { siteName: string }[]).map((s) => s.siteName);
}

const stopItems = (page: Page) => page.locator(".stop-list > li");

/** Adds a stop, chooses its record with the picker (search by title), writes its narrative. */
async function addStop(page: Page, record: ApiRecord, index: number) {
  await page.getByRole("button", { name: "Add stop" }).click();
  const panel = stopItems(page).nth(index);
  await panel.getByRole("button", { name: "Choose record" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a record" });
  await picker.getByLabel("Search by title").fill(record.Title);
  await picker.getByRole("button", { name: record.Title }).first().click();
  await expect(picker).toBeHidden();
  // A stop without a name takes its record's title, and a slug from it.
  await expect(panel.getByLabel("Site name")).toHaveValue(record.Title);
  await expect(panel.getByLabel("Slug")).not.toHaveValue("");
  await panel.getByRole("textbox", { name: "Narrative" }).click();
  await page.keyboard.type(`At ${record.Title}.`);
}

/** Drags a stop by its handle onto another stop's place (pointer events, as a mouse would). */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height - 4, { steps: 12 });
  await page.mouse.up();
}

let token: string;
const created: string[] = [];

test.beforeEach(async ({ context, request }) => {
  token = await staffToken(request);
  await context.addInitScript((value) => localStorage.setItem("admin-token", value), token);
});

test.afterAll(async ({ request }) => {
  const cleanup = await staffToken(request);
  for (const id of created)
    await request.delete(`${API}/tours/${id}`, { headers: staffHeaders(cleanup) });
});

test("the tours list shows every tour by title with its stop count, and passes axe", async ({
  page,
  request,
}) => {
  await open(page, "/admin/tours");
  await expect(page.getByRole("heading", { level: 1, name: "Tours" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New Tour" })).toHaveAttribute(
    "href",
    "/admin/tours/new",
  );
  const titles = await page.locator(".admin-card__title").allTextContents();
  const sorted = [...titles].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
  expect(titles).toEqual(sorted);
  // Read after the list, which other tests' tours may have joined meanwhile.
  const tours = (await (await request.get("/api/tours")).json()) as {
    title: string;
    stopIds: string[];
  }[];
  const first = tours.find((tour) => tour.title === titles[0])!;
  await expect(page.locator(".admin-card").first()).toContainText(
    first.stopIds.length === 1 ? "1 stop" : `${first.stopIds.length} stops`,
  );
  expect(await seriousViolationsHere(page)).toEqual([]);
});

test("a new tour with three stops chosen with the picker, reordered, saves in that order", async ({
  page,
  request,
}, testInfo) => {
  const desktop = testInfo.project.name === "desktop";
  const names = unique(testInfo, "new");
  const [a, b, c] = await threeRecords(request);

  await open(page, "/admin/tours/new");
  await expect(page.getByRole("heading", { level: 1, name: "New Tour" })).toBeVisible();
  await expect(page.getByLabel("Overview map zoom")).toHaveValue("12");
  await expect(page.getByLabel("Next-stop map zoom")).toHaveValue("17");
  await expect(page.getByLabel("Map style URL")).toHaveValue("/map/style.json");
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeDisabled();
  await expect(page.getByText("Tour validation error")).toBeVisible();

  await page.getByLabel("Title").fill(names.title);
  await page.getByRole("textbox", { name: "Slug" }).first().fill(names.slug);
  await page.getByLabel("Description").fill("Three stops, made by a test.");
  await page.getByRole("group", { name: "Categories" }).getByLabel("Driving Tours").check();
  await page.getByLabel("Duration (hours)").fill("1.5");
  await page.getByLabel("Distance (miles)").fill("2");
  await page.getByLabel("Overview map zoom").selectOption("13");
  await page.getByRole("textbox", { name: "Intro (required)", exact: true }).click();
  await page.keyboard.type("Welcome to the test tour.");
  await page.getByRole("textbox", { name: "Outro (required)", exact: true }).click();
  await page.keyboard.type("Thank you for walking.");

  for (const [i, record] of [a!, b!, c!].entries()) await addStop(page, record, i);
  await expect(page.locator("[data-stop-count='3']")).toBeAttached();
  await expect(page.getByText("Stop validation error")).toHaveCount(0);

  // A stop added by mistake: it blocks saving until it is removed, which asks first.
  await page.getByRole("button", { name: "Add stop" }).click();
  await expect(page.getByText("Stop validation error")).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole("button", { name: "Remove stop 4" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(page.locator("[data-stop-count='3']")).toBeAttached();
  await expect(save).toBeEnabled();

  // A move button: c goes up, above b (clamped moves leave the ends disabled).
  await expect(page.getByRole("button", { name: `Move ${a!.Title} up` })).toBeDisabled();
  await page.getByRole("button", { name: `Move ${c!.Title} up` }).click();
  let expected = [a!.Title, c!.Title, b!.Title];
  const titles = page.locator(".stop-panel__title");
  await expect(titles).toHaveText(expected.map((t, i) => `${i + 1}. ${t}`));
  if (desktop) {
    // And a drag: a goes to the end (with the panels folded, so the whole list is in view).
    const unfolded = page.locator(".stop-panel__toggle[aria-expanded='true']");
    while ((await unfolded.count()) > 0) await unfolded.first().click();
    await stopItems(page).first().scrollIntoViewIfNeeded();
    await drag(
      page,
      page.getByRole("button", { name: `Drag ${a!.Title} to reorder` }),
      stopItems(page).nth(2),
    );
    expected = [c!.Title, b!.Title, a!.Title];
  }
  await expect(titles).toHaveText(expected.map((t, i) => `${i + 1}. ${t}`));

  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Tour saved." })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tours\/edit\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/").at(-1)!;
  created.push(id);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit Tour: ${names.title}`);
  await expect(page.locator("[data-stop-count='3']")).toBeAttached();

  expect(await publicStopNames(request, id)).toEqual(expected);
  const tour = (
    await (await request.get(`${API}/tours`, { headers: staffHeaders(token) })).json()
  ).find((t: { id: string }) => t.id === id);
  expect(tour).toMatchObject({
    slug: names.slug,
    tourMapZoomLevel: 13,
    nextStopMapZoomLevel: 17,
    categories: ["Driving Tours"],
  });

  // The public tour lists the stops in that order.
  const stops = (await (await request.get(`/api/tours/${id}/stops`)).json()) as { slug: string }[];
  await page.goto(`/tours/${names.slug}/v/${stops[0]!.slug}`);
  const list = page.locator("details", { has: page.getByRole("heading", { name: "Tour Stops" }) });
  const listed = (await list.locator("li").allTextContents()).join(" | ");
  const positions = expected.map((title) => listed.indexOf(title));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((x, y) => x - y)).toEqual(positions);
});

test("a stale save shows the conflict, keeps what was typed, and 'save mine' then succeeds", async ({
  browser,
  request,
}, testInfo) => {
  const names = unique(testInfo, "stale");
  const records = await threeRecords(request);
  const { id } = await createTour(request, token, names, records.slice(0, 1));

  const openEditor = async (b: Browser) => {
    const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
    const context = await b.newContext({ baseURL, viewport, isMobile, hasTouch });
    await context.addInitScript((value) => localStorage.setItem("admin-token", value), token);
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
      await (await request.get(`${API}/tours`, { headers: staffHeaders(token) })).json()
    ).find((t: { id: string }) => t.id === id);
    expect(saved.description).toBe(typed);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test("deleting a tour asks first, then removes it with its stops", async ({
  page,
  request,
}, testInfo) => {
  const names = unique(testInfo, "delete");
  const { id } = await createTour(request, token, names, (await threeRecords(request)).slice(0, 2));
  expect(await publicStopNames(request, id)).toHaveLength(2);

  await open(page, `/admin/tours/edit/${id}`);
  await page.getByRole("button", { name: "Delete", exact: false }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tours" })).toBeVisible();
  await expect(page.getByRole("link", { name: names.title, exact: true })).toHaveCount(0);

  expect((await request.get(`/api/tours/${id}/stops`)).status()).toBe(404);
  const publicPage = await page.goto(`/tours/${names.slug}`);
  expect(publicPage?.status()).toBe(404);
  await expect(page.getByText("No tour found").first()).toBeVisible();

  await open(page, `/admin/tours/edit/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "No tour found..." })).toBeVisible();
  // The page says so itself; the error banner stays for real failures.
  await expect(page.locator(".admin-errors")).toHaveCount(0);
});

test("an intro audio file is uploaded on save and shown by its name", async ({
  page,
  request,
}, testInfo) => {
  const names = unique(testInfo, "audio");
  const { id } = await createTour(request, token, names, (await threeRecords(request)).slice(0, 1));
  await open(page, `/admin/tours/edit/${id}`);
  await page.getByLabel("Choose intro audio").setInputFiles({
    name: "welcome.mp3",
    mimeType: "audio/mpeg",
    buffer: await readFile(TONE_MP3),
  });
  await expect(page.getByText("welcome.mp3 (uploaded when you save)")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tour saved." })).toBeVisible();

  const intro = page.getByRole("group", { name: "Intro audio" });
  // SPEC §5 file name display: no storage folder, no unique id.
  await expect(intro.locator(".tour-media__name")).toHaveText("welcome.mp3");
  await expect(intro.locator("audio")).toHaveAttribute(
    "src",
    /^\/media\/media\/[0-9a-f-]{36}-welcome\.mp3$/,
  );
  const tour = (
    await (await request.get(`${API}/tours`, { headers: staffHeaders(token) })).json()
  ).find((t: { id: string }) => t.id === id);
  expect(tour.introAudio).toMatch(/^media\/[0-9a-f-]{36}-welcome\.mp3$/);
  const audio = await request.get(`/media/${tour.introAudio}`);
  expect(audio.status()).toBe(200);
});

test("the editor fits the screen and passes axe with a stop open", async ({
  page,
  request,
}, testInfo) => {
  const names = unique(testInfo, "axe");
  const { id } = await createTour(request, token, names, (await threeRecords(request)).slice(0, 2));
  await open(page, `/admin/tours/edit/${id}`);
  await expect(page.locator("[data-stop-count='2']")).toBeAttached();
  await page.locator(".stop-panel__toggle").first().click();
  await expect(page.getByRole("textbox", { name: "Narrative" })).toBeVisible();
  expect(await seriousViolationsHere(page)).toEqual([]);
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
  await createTour(request, token, taken, records);
  const { id } = await createTour(request, token, unique(testInfo, "clash"), records);

  await open(page, `/admin/tours/edit/${id}`);
  const slug = page.getByRole("textbox", { name: "Slug" }).first();
  await slug.fill(taken.slug);
  await page.getByLabel("Description").fill("Kept after the refusal.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Tour validation error" })).toBeVisible();
  await expect(slug).toHaveAccessibleDescription(/Another tour already uses this slug/);
  await expect(page.getByLabel("Description")).toHaveValue("Kept after the refusal.");
});

test("stops move with the keyboard through the drag handle", async ({
  page,
  request,
}, testInfo) => {
  const { id } = await createTour(
    request,
    token,
    unique(testInfo, "keys"),
    await threeRecords(request),
  );
  await open(page, `/admin/tours/edit/${id}`);
  await expect(page.locator("[data-stop-count='3']")).toBeAttached();
  const handle = page.getByRole("button", { name: "Drag Site 1 to reorder" });
  await handle.focus();
  // Each step waits for the drag to show, and for what it tells a screen reader.
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  // dnd-kit measures where the stops are in the frames after a drag starts; an arrow key pressed
  // before that moves nothing, so it is pressed again until the stop has moved one place.
  const overSecond = page.getByText("Stop 1 (Site 1) is over position 2.");
  await expect(async () => {
    if ((await overSecond.count()) === 0) await page.keyboard.press("ArrowDown");
    await expect(overSecond).toBeAttached({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press("Space");
  await expect(page.locator(".stop-panel__title")).toHaveText([
    "1. Site 2",
    "2. Site 1",
    "3. Site 3",
  ]);
  await page.getByRole("button", { name: "Move Site 3 up" }).click();
  await expect(page.locator(".stop-panel__title")).toHaveText([
    "1. Site 2",
    "2. Site 3",
    "3. Site 1",
  ]);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tour saved." })).toBeVisible();
  expect(await publicStopNames(request, id)).toEqual(["Site 2", "Site 3", "Site 1"]);
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
  const { id } = await createTour(
    request,
    token,
    unique(testInfo, "still"),
    (await threeRecords(request)).slice(0, 1),
  );
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
