import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";

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

/** A new context like the project's own (address, screen, touch) with scripts turned off. */
export function withoutScripts(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport, isMobile, hasTouch, javaScriptEnabled: false });
}
