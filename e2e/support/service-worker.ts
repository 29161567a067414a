/** The site's service worker as a page sees it: wait for it to take over, list what it kept. */
import { expect, type Page } from "@playwright/test";

/** Waits until the worker (registered after load and idle) is active and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const controller = navigator.serviceWorker.controller;
          return controller ? controller.state : "none";
        }),
      { timeout: 30_000 },
    )
    .toBe("activated");
}

/** Every URL path (with query) in every Cache Storage cache of the site, by cache name. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      all[name] = requests.map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return all;
  });
}

/** Whether the pages cache holds this path (the worker stores it after answering). */
export async function waitUntilCached(page: Page, path: string): Promise<void> {
  await expect
    .poll(async () => Object.values(await cachedUrls(page)).flat(), { timeout: 15_000 })
    .toContain(path);
}
