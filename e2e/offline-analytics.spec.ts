/**
 * Analytics made offline are kept and delivered once the connection is back: each exactly once,
 * dated when it was made (read back on the server through the staff API).
 */
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { open } from "./support/navigation.js";
import { staffHeaders, staffToken } from "./support/staff.js";

const stored = async (request: APIRequestContext, token: string, label: string) => {
  const response = await request.get(
    `/dashboard/api/analytics/events?label=${encodeURIComponent(label)}`,
    { headers: staffHeaders(token) },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    eventId: string;
    category: string;
    action: string;
    createdAt: string;
  }[];
};

/** Events waiting in the page's outbox (IndexedDB `tours-analytics`, store `outbox`). */
const waiting = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open("tours-analytics");
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains("outbox")) return resolve(0);
          const count = db.transaction("outbox").objectStore("outbox").count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
      }),
  );

async function searchFor(page: Page, term: string) {
  const box = page.getByRole("combobox", { name: "Search keywords" });
  await box.fill(term);
}

test("search terms typed offline reach the server once each, dated when typed, when the phone is back online", async ({
  page,
  context,
  request,
}) => {
  const token = await staffToken(request);
  const first = `offline-${randomUUID()}`;
  const second = `offline-${randomUUID()}`;
  await open(page, "/faq");
  await page.locator(".site-header").getByRole("link", { name: "Search" }).click();

  await context.setOffline(true);
  await searchFor(page, first);
  await expect.poll(() => waiting(page)).toBe(1);
  await searchFor(page, second);
  await expect.poll(() => waiting(page)).toBe(2);
  expect(await stored(request, token, first)).toEqual([]);

  const backOnlineAt = Date.now();
  await context.setOffline(false);
  await expect.poll(() => waiting(page)).toBe(0);
  // Each app process stores what it received within a second (analytics are written in batches).
  for (const label of [first, second]) {
    await expect
      .poll(() => stored(request, token, label))
      .toEqual([expect.objectContaining({ category: "Search", action: "Term" })]);
    const [event] = await stored(request, token, label);
    expect(event!.eventId).toMatch(/^[0-9a-f-]{36}$/);
    // Dated when it was typed, not when it arrived.
    expect(Date.parse(event!.createdAt)).toBeLessThan(backOnlineAt);
  }

  // A later page load replays nothing more: still one each.
  await open(page, "/faq");
  await expect.poll(() => waiting(page)).toBe(0);
  await page.waitForTimeout(1_500); // a batch is stored within a second
  for (const label of [first, second]) expect(await stored(request, token, label)).toHaveLength(1);
});
