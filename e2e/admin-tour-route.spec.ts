/**
 * In the tour editor, staff draw a route (click, drag, keys, delete, undo),
 * save it with the tour, and visitors see it on the tour map. The editor warns about stops that
 * will let visitors down in the field, without blocking the save.
 */
import { expect, type Page, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { open } from "./support/navigation.js";
import { createRouteTour, lngLat, placedRecords, staffEditingTours } from "./support/route-tour.js";

const created = staffEditingTours();

const routeOf = async (page: Page) =>
  (await page.locator(".route-editor__map").getAttribute("data-route")) ?? "";
const points = async (page: Page) => (await routeOf(page)).split(" ").filter(Boolean);

/** A tour of `stops` placed stops (and `route`, if given) opened in its editor; answers it. */
async function editRouteTour(page: Page, key: string, stops: number, route?: [number, number][]) {
  const records = await placedRecords(page.request, stops);
  const tour = await createRouteTour(page.request, key, records, route ? { route } : {});
  created.push(tour.id);
  await open(page, `/admin/tours/edit/${tour.id}`);
  return tour;
}

test("a route drawn in the editor is saved and drawn on the public tour map", async ({
  page,
  request,
}, testInfo) => {
  const tour = await editRouteTour(page, `${testInfo.project.name}-${Date.now()}`, 3);

  // No audio on any stop: warned about, and saving stays possible.
  const warnings = page.getByRole("region", { name: "Before visitors take this tour" });
  await expect(warnings.getByRole("listitem")).toHaveCount(3);
  await expect(warnings).toContainText("It has no audio");

  const map = page.locator(".route-editor__map");
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator("canvas")).toBeVisible();
  await expect(page.getByText("No route drawn")).toBeVisible();
  const box = (await map.boundingBox())!;
  const clicks = [
    [0.25, 0.3],
    [0.5, 0.5],
    [0.75, 0.6],
  ];
  for (const [x, y] of clicks)
    await page.mouse.click(box.x + box.width * x!, box.y + box.height * y!);
  await expect.poll(() => points(page)).toHaveLength(3);
  await expect(page.getByRole("status").filter({ hasText: "3 points" })).toBeVisible();

  // Drag point 2 down and right.
  const before = await points(page);
  const handle = page.getByRole("button", { name: "Route point 2" });
  const at = (await handle.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x + at.width / 2 + 30, at.y + at.height / 2 + 20, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await points(page))[1]).not.toBe(before[1]);
  const dragged = await points(page);
  expect([dragged[0], dragged[2]]).toEqual([before[0], before[2]]);

  // Select point 3, delete it, undo brings it back.
  await page.getByRole("button", { name: "Route point 3" }).click();
  await page.getByRole("button", { name: "Remove point 3" }).click();
  await expect.poll(() => points(page)).toEqual(dragged.slice(0, 2));
  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => points(page)).toEqual(dragged);

  // Keyboard: a focused point moves east with the right arrow.
  await page.getByRole("button", { name: "Route point 1" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await points(page))[0]).not.toBe(dragged[0]);
  const eastOf = (a: string, b: string) => Number(a.split(",")[0]) > Number(b.split(",")[0]);
  const moved = await points(page);
  expect(eastOf(moved[0]!, dragged[0]!)).toBe(true);

  // Without a pointer: a point at the map's centre, at the end of the route.
  await page.getByRole("button", { name: "Add point at the centre" }).click();
  await expect.poll(() => points(page)).toHaveLength(4);
  const final = await points(page);
  expect(final.slice(0, 3)).toEqual(moved);

  expect(await axeViolationsHere(page)).toEqual([]);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // "Tour saved.", not the bar's "Unsaved changes", which /saved/i would take at once.
  await expect(page.getByRole("status").filter({ hasText: "Tour saved." })).toBeVisible();

  // The public API returns it, and the tour map draws it (read back from the rendered layers).
  const listed = (await (await request.get("/api/tours")).json()) as {
    id: string;
    route: { coordinates: [number, number][] } | null;
  }[];
  const saved = listed.find((t) => t.id === tour.id)!.route!.coordinates;
  expect(saved.map(lngLat)).toEqual(final);

  await open(page, `/tours/${tour.slug}/${tour.stops[0]!.slug}`);
  await page.getByRole("button", { name: "Show the tour map" }).click();
  const dialog = page.getByRole("dialog", { name: "Tour map" });
  const canvas = dialog.locator(".map-dialog__map");
  await expect(canvas).toHaveAttribute("data-path", final.join(" "));
  await expect(canvas).toHaveAttribute("data-drawn", /tour-path/);
  await expect(canvas).toHaveAttribute("data-drawn", /tour-leg/);
});

test("a route of one point is refused at the route, and 'Clear route' saves none", async ({
  page,
  request,
}, testInfo) => {
  const tour = await editRouteTour(page, `one-${testInfo.project.name}-${Date.now()}`, 2, [
    [-86.78, 36.16],
    [-86.77, 36.15],
  ]);
  await expect(page.getByText("2 points")).toBeVisible();
  await page.getByRole("button", { name: "Route point 2" }).click();
  await page.getByRole("button", { name: "Remove point 2" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("group", { name: "Route" })).toHaveAccessibleDescription(
    /A route needs at least 2 points/,
  );

  await page.getByRole("button", { name: "Clear route" }).click();
  await expect(page.getByText("No route drawn")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect
    .poll(async () => {
      const tours = (await (await request.get("/api/tours")).json()) as {
        id: string;
        route: unknown;
      }[];
      return tours.find((t) => t.id === tour.id)?.route;
    })
    .toBeNull();
});

test("a route edited with the keyboard alone: points move, are selected and removed, undone", async ({
  page,
}, testInfo) => {
  await editRouteTour(page, `keys-${testInfo.project.name}-${Date.now()}`, 2, [
    [-86.78, 36.16],
    [-86.775, 36.158],
    [-86.77, 36.155],
  ]);
  await expect(page.getByText("3 points")).toBeVisible();

  // Tab from the field before the map reaches the route's points in order.
  const second = page.getByRole("button", { name: "Route point 2" });
  await page.getByRole("button", { name: "Route point 1" }).focus();
  await page.keyboard.press("Tab");
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute("aria-pressed", "false");

  // Each arrow moves the point one step east; the point keeps the keyboard throughout.
  const start = await points(page);
  const longitudes: number[] = [];
  for (let press = 0; press < 3; press++) {
    const before = (await points(page))[1];
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await points(page))[1]).not.toBe(before);
    await expect(second).toBeFocused();
    longitudes.push(Number((await points(page))[1]!.split(",")[0]));
  }
  expect(longitudes[0]).toBeGreaterThan(Number(start[1]!.split(",")[0]));
  expect([...longitudes].sort((a, b) => a - b)).toEqual(longitudes);
  const moved = await points(page);
  expect([moved[0], moved[2]]).toEqual([start[0], start[2]]);

  // Enter selects it for 'Remove point 2', which removes it and keeps the keyboard.
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-pressed", "true");
  await expect(second).toBeFocused();
  const remove = page.getByRole("button", { name: "Remove point 2" });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => points(page)).toEqual([moved[0], moved[2]]);
  await expect(page.getByTestId("admin-announcer")).toHaveText("Route point 2 removed.");
  const removeNone = page.getByRole("button", { name: "Remove point", exact: true });
  await expect(removeNone).toBeFocused();
  await expect(removeNone).toHaveAttribute("aria-disabled", "true");

  // Undo brings the moved point back; with nothing left to undo, focus stays on Undo.
  const undo = page.getByRole("button", { name: "Undo" });
  await undo.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => points(page)).toEqual(moved);
  await expect(page.getByTestId("admin-announcer")).toHaveText("Last change undone.");
  for (let press = 0; press < 3; press++) await page.keyboard.press("Enter");
  await expect.poll(() => points(page)).toEqual(start);
  await expect(undo).toBeFocused();
  await expect(undo).toHaveAttribute("aria-disabled", "true");
});
