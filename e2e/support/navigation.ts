import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  TestInfo,
} from "@playwright/test";

/**
 * Opens a page and waits until its scripts have taken over (the root marks <html data-hydrated>).
 * The scripts start only after the first paint: use it before pressing controls that need
 * JavaScript. Reading server-rendered content, links, GET forms and the menu drawer need only
 * page.goto.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Holds the page's JavaScript modules until the returned function lets them load. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A new context like the project's own (address, screen, touch), nothing cached. */
export function freshContext(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport, isMobile, hasTouch, ...options });
}

/** A new context like the project's own with scripts turned off. */
export function withoutScripts(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  return freshContext(browser, testInfo, { javaScriptEnabled: false });
}
