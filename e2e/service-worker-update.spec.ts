/**
 * The service worker's update flow (a new version waits for 'Update ready — Reload', then takes
 * over with one reload) and its guard (nothing staff do ever lands in Cache Storage).
 */
import { expect, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { ADMIN } from "./support/staff.js";
import { open } from "./support/navigation.js";
import { withNextWorker, workerVersion } from "./support/next-worker.js";
import { cachedUrls, waitForServiceWorker } from "./support/service-worker.js";

const MARKER = "/__sw-version";
const swVersion = (page: import("@playwright/test").Page) => workerVersion(page, MARKER);

test("a new version waits for 'Update ready — Reload', then takes over with one reload", async ({
  page,
}) => {
  await open(page, "/faq");
  await waitForServiceWorker(page);
  expect(await swVersion(page)).toBe("N");

  await withNextWorker(MARKER, async () => {
    // The browser looks for a new version on each page load.
    await open(page, "/faq");
    await expect(page.locator(".update-ready")).toBeVisible({ timeout: 30_000 });
  });
  const prompt = page.locator(".update-ready");
  await expect(prompt).toHaveText("Update ready — Reload", { timeout: 30_000 });
  // Until the visitor taps, the old version keeps serving this page.
  expect(await swVersion(page)).toBe("N");
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
  expect(await axeViolationsHere(page)).toEqual([]);

  let loads = 0;
  page.on("load", () => loads++);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect.poll(() => loads).toBe(1);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await swVersion(page)).toBe("N+1");
  await expect(prompt).toHaveCount(0);
  // One reload only.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  expect(loads).toBe(1);
});

test("nothing staff do, in the admin or with a staff token, lands in Cache Storage", async ({
  page,
}) => {
  await open(page, "/");
  await waitForServiceWorker(page);

  await open(page, "/admin/login");
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  for (const path of ["/admin/records", "/admin/tours", "/admin/qr-codes", "/admin/content"]) {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Public pages read by a signed-in curator are kept as for anyone.
  await open(page, "/faq");

  // A public address asked with a staff token is left alone too; the same address asked
  // without one is kept, so the worker did see these requests.
  await page.evaluate(async () => {
    await fetch("/our-sponsors.data", { headers: { authorization: "Bearer staff-session" } });
    await fetch("/lesson-plans.data", { headers: { "x-local-token": "staff-local" } });
    await fetch("/about-us.data");
  });
  await expect
    .poll(async () => Object.values(await cachedUrls(page)).flat())
    .toContain("/about-us.data");

  const urls = Object.values(await cachedUrls(page)).flat();
  expect(urls).toContain("/faq");
  expect(urls.filter((url) => /^\/(admin|dashboard\/api)(\/|\?|$)/i.test(url))).toEqual([]);
  expect(urls).not.toContain("/our-sponsors.data");
  expect(urls).not.toContain("/lesson-plans.data");
  const kept = await page.evaluate(async () => {
    const headers: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        for (const header of ["authorization", "x-local-token"])
          if (request.headers.has(header)) headers.push(`${request.url} ${header}`);
    return headers;
  });
  expect(kept).toEqual([]);
});
