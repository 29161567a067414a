/**
 * The installable app and reading offline: the web app manifest and its icons, the service worker
 * registering on public pages (never on a first visit to the admin), pages read online opening
 * offline, the offline page for the others, and the 'Offline' indicator.
 */
import { expect, test } from "@playwright/test";
import { PNG } from "pngjs";
import { axeViolationsHere } from "./support/axe.js";
import { open } from "./support/navigation.js";
import { cachedUrls, waitForServiceWorker, waitUntilCached } from "./support/service-worker.js";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test("the web app manifest is linked, complete, and its icons have the sizes it names", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#26303b");
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    id: "/",
    name: expect.any(String),
    short_name: "Nashville Sites",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#26303b",
    background_color: "#fbf8f2",
  });
  expect((manifest.short_name as string).length).toBeLessThanOrEqual(15);
  const kinds = manifest.icons.map((icon) => `${icon.purpose ?? "any"} ${icon.sizes}`).sort();
  expect(kinds).toEqual(["any 192x192", "any 512x512", "maskable 192x192", "maskable 512x512"]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe(icon.type);
    const png = PNG.sync.read(await file.body());
    expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
  }
});

test("no service worker is registered by a first visit to the admin", async ({ page }) => {
  await page.goto("/admin/login");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Past the load and idle the public pages wait for before registering.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
});

test("pages read online open offline; others show the offline page and the indicator", async ({
  page,
  context,
}) => {
  await open(page, "/");
  await waitForServiceWorker(page);
  // Only the shell is precached: the offline page and the code and styles it needs.
  const precache = Object.entries(await cachedUrls(page)).find(([name]) =>
    name.startsWith("tours-precache"),
  );
  expect(precache?.[1].some((url) => url.startsWith("/offline"))).toBe(true);
  expect(precache?.[1].every((url) => /^\/(offline|assets\/|brand\/)/.test(url))).toBe(true);

  for (const path of ["/faq", "/tours"]) {
    await open(page, path);
    await waitUntilCached(page, path);
  }
  await expect(page.getByRole("status").filter({ hasText: "Offline" })).toHaveCount(0);

  await context.setOffline(true);
  await open(page, "/faq");
  await expect(
    page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
  ).toBeVisible();
  const indicator = page.locator(".site-header").getByRole("status").filter({ hasText: "Offline" });
  await expect(indicator).toBeVisible();

  // A page never read: the offline page, not the browser's error, and Try again leads back.
  await page.goto("/about-us");
  await expect(page).toHaveURL(/\/offline\?from=%2Fabout-us$/);
  await expect(page.getByRole("heading", { level: 1, name: "You’re offline" })).toBeVisible();
  await expect(page.getByText("No tours saved for offline yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/about-us");
  await expect(indicator).toBeVisible();

  // A link on a kept page: a page load, answered by the worker (kept page or offline page).
  await open(page, "/faq");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Tours", exact: true }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tours" })).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Records" }).click();
  await expect(page).toHaveURL(/\/offline\?from=%2Frecords$/);
  await expect(page.getByRole("heading", { level: 1, name: "You’re offline" })).toBeVisible();

  await context.setOffline(false);
  await expect(indicator).toHaveCount(0);
});

test("the offline page is accessible and fits a 320 px phone", async ({ page, context }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await open(page, "/");
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto("/our-sponsors");
  await expect(page.getByRole("heading", { level: 1, name: "You’re offline" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator(".connection-status__offline")).toBeVisible();
  expect(await axeViolationsHere(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const retry = await page.getByRole("link", { name: "Try again" }).boundingBox();
  expect(retry!.height).toBeGreaterThanOrEqual(44);
  await context.setOffline(false);
});
