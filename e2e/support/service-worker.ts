/** The site's service worker as a page sees it: wait for it to take over, list what it kept, hold scripts in it. */
import { type BrowserContext, expect, type Page } from "@playwright/test";

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

/** The worker's global scope, as holdScriptsInWorker leaves it. */
interface HoldingScope {
  releaseScripts?: () => void;
}

/**
 * Holds the page's JavaScript modules inside the service worker: each Cache Storage lookup it
 * makes for an /assets/*.js file waits until the returned function lets them all go. For pages
 * the worker answers from its caches (a saved tour offline), whose requests page.route never sees
 * (holdScripts in navigation.ts holds them on the network). A worker that restarts meanwhile
 * forgets the hold and the page's scripts run: a test that checks the page has not hydrated then
 * fails, it does not pass.
 */
export async function holdScriptsInWorker(context: BrowserContext): Promise<() => Promise<void>> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  await worker.evaluate(() => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    (self as unknown as HoldingScope).releaseScripts = release;
    const isScript = (request: RequestInfo | URL) => {
      const url = typeof request === "string" || request instanceof URL ? request : request.url;
      return /^\/assets\/.+\.js$/.test(new URL(url, self.location.href).pathname);
    };
    const hold = <T extends Cache | CacheStorage>(prototype: T) => {
      const match = prototype.match as (...args: unknown[]) => Promise<Response | undefined>;
      Object.assign(prototype, {
        async match(this: T, request: RequestInfo | URL, options?: CacheQueryOptions) {
          if (isScript(request)) await released;
          return match.call(this, request, options);
        },
      });
    };
    hold(Cache.prototype);
    hold(CacheStorage.prototype);
  });
  return () => worker.evaluate(() => (self as unknown as HoldingScope).releaseScripts?.());
}
