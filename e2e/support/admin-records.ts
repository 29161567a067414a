/** Records made and read through the staff API, shared by the record editor and list specs. */
import path from "node:path";
import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { PNG } from "pngjs";
import { open } from "./navigation.js";
import { ADMIN_API, staffHeaders, staffToken } from "./staff.js";
import type { RecordInput } from "@tours/shared";
import { bareRecordBody } from "@tours/shared/testing";
import type { ApiRecord } from "./demo-api.js";

export const DEMO_AUDIO = path.resolve(
  import.meta.dirname,
  "../../server/src/seed/demo-media/audio/broadway-music-and-the-railroad--ryman.mp3",
);

export async function records(request: APIRequestContext, token: string): Promise<ApiRecord[]> {
  return (await request.get(`${ADMIN_API}/records`, { headers: staffHeaders(token) })).json();
}

export async function removeBySlug(request: APIRequestContext, token: string, prefix: string) {
  for (const record of await records(request, token)) {
    if (record.slug.startsWith(prefix))
      await request.delete(`${ADMIN_API}/records/${record.id}`, { headers: staffHeaders(token) });
  }
}

/** A record made through the API, as the editor would send it. */
export async function createRecord(
  request: APIRequestContext,
  token: string,
  fields: Partial<RecordInput> & { slug: string; Title: string; Type: string },
) {
  const body = bareRecordBody(fields);
  const response = await request.post(`${ADMIN_API}/records`, {
    headers: staffHeaders(token),
    data: body,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as ApiRecord;
}

/** A PNG made on the spot (small unless told), one colour per call so each file differs. */
export function png(red: number, width = 60): Buffer {
  const image = new PNG({ width, height: Math.round((width * 2) / 3) });
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = red;
    image.data[i + 1] = 120;
    image.data[i + 2] = 60;
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}

/** A file that says it is a JPEG but is not: the server refuses it by its content. */
export const FAKE_JPEG = {
  name: "fake.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.from("not a picture at all"),
};

/** The path of the next file the editor's save uploads (the media call's 201 answer). */
export async function nextUploadPath(page: Page): Promise<string> {
  const response = await page.waitForResponse(
    (answer) => answer.url().includes("/dashboard/api/media") && answer.status() === 201,
  );
  return ((await response.json()) as { path: string }).path;
}

export async function uploadPng(
  request: APIRequestContext,
  token: string,
  name: string,
  red: number,
  width?: number,
) {
  const response = await request.post(`${ADMIN_API}/media?folder=media`, {
    headers: staffHeaders(token),
    multipart: { file: { name, mimeType: "image/png", buffer: png(red, width) } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { path: string }).path;
}

export async function openSignedIn(page: Page, token: string, target: string) {
  await page.goto("/admin/login");
  await page.evaluate((value) => localStorage.setItem("admin-token", value), token);
  await open(page, target);
}

/** A record made through the API, opened in its editor: what a test of editing starts from. */
export async function editNewRecord(
  page: Page,
  request: APIRequestContext,
  token: string,
  fields: Parameters<typeof createRecord>[2],
) {
  const record = await createRecord(request, token, fields);
  await openSignedIn(page, token, `/admin/records/edit/${record.id}`);
  return record;
}

/** Slugs and titles no other test, and not the other project running alongside, uses. */
export const stamp = (testInfo: TestInfo) =>
  `e2e-${testInfo.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true });

/**
 * The record specs' test: `token`, the staff account signed in through the API, and `slug`, one
 * no other test uses; every record whose slug starts with it is removed after the test.
 */
export const test = base.extend<{ token: string; slug: string }>({
  token: async ({ request }, use) => {
    await use(await staffToken(request));
  },
  slug: async ({ request, token }, use, testInfo) => {
    const slug = stamp(testInfo);
    await use(slug);
    await removeBySlug(request, token, slug);
  },
});
