import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, expect, type Page, type TestInfo } from "@playwright/test";

/**
 * The serious and critical axe violations of a page, read in a fresh context of the test's
 * project (axe needs a page from browser.newContext()). `ready` waits for whatever must show first.
 */
export async function seriousAxeViolations(
  browser: Browser,
  testInfo: TestInfo,
  path: string,
  ready: (page: Page) => Promise<void> = async () => {},
) {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await ready(page);
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ rule: v.id, targets: v.nodes.map((node) => node.target) }));
  } finally {
    await context.close();
  }
}

/** The serious and critical axe violations of the page as it is now. */
export async function seriousViolationsHere(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, targets: v.nodes.map((node) => node.target) }));
}
