/** Helpers of the staff's tour editor specs: test tours and records, the picker, a drag. */
import { tourBody } from "@tours/shared/testing";
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { open } from "./navigation.js";
import { ADMIN_API, type StaffSession, staffHeaders, staffSession } from "./staff.js";
import type { ApiRecord } from "./demo-api.js";

/** A slug and title no other test (or project running in parallel) uses. */
export function unique(testInfo: TestInfo, what: string) {
  const key = `${what}-${testInfo.project.name}-${Date.now().toString(36)}`;
  return { slug: `e2e-${key}`, title: `E2E ${key}` };
}

/** Three demo records whose titles do not contain one another (so a title search finds one). */
export async function threeRecords(request: APIRequestContext): Promise<ApiRecord[]> {
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
export async function createTour(
  request: APIRequestContext,
  staff: StaffSession,
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
  const res = await request.put(`${ADMIN_API}/tours/${id}/with-stops`, {
    headers: staffHeaders(staff.token),
    data: { tour, stops },
  });
  expect(res.status()).toBe(200);
  staff.created.push(id);
  return { id, stops };
}

/** A tour with stops on the first `stops` of threeRecords, opened in its editor; answers its id. */
export async function editNewTour(
  page: Page,
  request: APIRequestContext,
  staff: StaffSession,
  names: { slug: string; title: string },
  stops: number,
) {
  const { id } = await createTour(
    request,
    staff,
    names,
    (await threeRecords(request)).slice(0, stops),
  );
  await open(page, `/admin/tours/edit/${id}`);
  return id;
}

export async function publicStopNames(
  request: APIRequestContext,
  tourId: string,
): Promise<string[]> {
  const res = await request.get(`/api/tours/${tourId}/stops`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { siteName: string }[]).map((s) => s.siteName);
}

export const stopItems = (page: Page) => page.locator(".stop-list > li");

/** Adds a stop, chooses its record with the picker (search by title), writes its narrative. */
export async function addStop(page: Page, record: ApiRecord, index: number) {
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
export async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height - 4, { steps: 12 });
  await page.mouse.up();
}

/** Signs each test in as staff and deletes the tours the file made once it is done. */
export const tourStaffSession = () => staffSession((id) => `${ADMIN_API}/tours/${id}`);
