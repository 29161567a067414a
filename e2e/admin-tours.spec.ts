import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { open } from "./support/navigation.js";
import { axeViolationsHere } from "./support/axe.js";
import { apiTours } from "./support/demo-api.js";
import { ADMIN_API, staffHeaders } from "./support/staff.js";
import {
  addStop,
  createTour,
  drag,
  editNewTour,
  publicStopNames,
  stopItems,
  threeRecords,
  unique,
  tourStaffSession,
} from "./support/admin-tours.js";

// Staff building tours (SPEC §2 Admin routes, §3 Tour and Stop, §4 Tour save order, Tour delete,
// Reordering, §5 Tour, Stop, §8): the list, a new tour with records chosen with the picker,
// reordering by buttons, by drag and by keyboard, delete, uploads.

const API = ADMIN_API;
const TONE_MP3 = path.resolve(import.meta.dirname, "../server/src/test/fixtures/tone.mp3");

const staff = tourStaffSession();

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
  // A demo tour's card: other tests' tours come and go meanwhile.
  const tours = await apiTours(request);
  const index = titles.findIndex((title) => tours.some((tour) => tour.title === title));
  const { stopIds } = tours.find((tour) => tour.title === titles[index])!;
  await expect(page.locator(".admin-card").nth(index)).toContainText(
    stopIds.length === 1 ? "1 stop" : `${stopIds.length} stops`,
  );
  expect(await axeViolationsHere(page)).toEqual([]);
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
  // A blank form lists what is missing once Save is pressed (it stays pressable to say why).
  await expect(page.getByText("Tour validation error")).toHaveCount(0);
  await save.click({ force: true });
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
  staff.created.push(id);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit Tour: ${names.title}`);
  await expect(page.locator("[data-stop-count='3']")).toBeAttached();

  expect(await publicStopNames(request, id)).toEqual(expected);
  const tour = (
    await (await request.get(`${API}/tours`, { headers: staffHeaders(staff.token) })).json()
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

test("deleting a tour asks first, then removes it with its stops", async ({
  page,
  request,
}, testInfo) => {
  const names = unique(testInfo, "delete");
  const { id } = await createTour(request, staff, names, (await threeRecords(request)).slice(0, 2));
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
  const id = await editNewTour(page, request, staff, unique(testInfo, "audio"), 1);
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
    await (await request.get(`${API}/tours`, { headers: staffHeaders(staff.token) })).json()
  ).find((t: { id: string }) => t.id === id);
  expect(tour.introAudio).toMatch(/^media\/[0-9a-f-]{36}-welcome\.mp3$/);
  const audio = await request.get(`/media/${tour.introAudio}`);
  expect(audio.status()).toBe(200);
});

test("stops move with the keyboard through the drag handle", async ({
  page,
  request,
}, testInfo) => {
  const id = await editNewTour(page, request, staff, unique(testInfo, "keys"), 3);
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
