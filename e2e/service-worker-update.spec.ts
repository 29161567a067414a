/**
 * The service worker's update flow (a new version waits for 'Update ready — Reload', then takes
 * over with one reload) and its guard (nothing staff do ever lands in Cache Storage).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN } from "./support/staff.js";
import { open } from "./support/navigation.js";
import { cachedUrls, waitForServiceWorker } from "./support/service-worker.js";

/** The built worker the server sends at /sw.js (re-read when the file changes, as after a deploy). */
const BUILT_WORKER = path.resolve(import.meta.dirname, "../web/build/sw/sw.js");

/**
 * Version N+1 of the worker: the built one with a few lines added, as a new build changes it,
 * that answer /__sw-version so the test can tell which version controls the page. (Playwright
 * cannot intercept a worker's script, so the test deploys N+1 the way a release does: it
 * replaces the file, then puts N back.)
 */
const NEXT_VERSION = `
self.addEventListener("fetch", (event) => {
  if (new URL(event.request.url).pathname === "/__sw-version") event.respondWith(new Response("N+1"));
});
`;

const swVersion = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    fetch("/__sw-version").then((response) => (response.ok ? response.text() : "N")),
  );

test("a new version waits for 'Update ready — Reload', then takes over with one reload", async ({
  page,
}) => {
  await open(page, "/faq");
  await waitForServiceWorker(page);
  expect(await swVersion(page)).toBe("N");

  const versionN = readFileSync(BUILT_WORKER, "utf8");
  try {
    writeFileSync(BUILT_WORKER, versionN + NEXT_VERSION);
    // The browser looks for a new version on each page load.
    await open(page, "/faq");
    await expect(page.locator(".update-ready")).toBeVisible({ timeout: 30_000 });
  } finally {
    writeFileSync(BUILT_WORKER, versionN);
  }
  const prompt = page.locator(".update-ready");
  await expect(prompt).toHaveText("Update ready — Reload", { timeout: 30_000 });
  // Until the visitor taps, the old version keeps serving this page.
  expect(await swVersion(page)).toBe("N");
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();

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

test("nothing staff do in the admin lands in Cache Storage", async ({ page }) => {
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

  const urls = Object.values(await cachedUrls(page)).flat();
  expect(urls).toContain("/faq");
  expect(urls.filter((url) => /^\/(admin|dashboard\/api)(\/|\?|$)/i.test(url))).toEqual([]);
});
