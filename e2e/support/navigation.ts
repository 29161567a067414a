import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until its scripts have taken over (the root marks <html data-hydrated>).
 * Use it before pressing controls that need JavaScript; reading server-rendered content needs
 * only page.goto.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
