import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, expect, type Page, type TestInfo } from "@playwright/test";
import { freshContext } from "./navigation.js";

/** Every axe violation, of any impact (minor to critical), by rule and the nodes it found. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    targets: v.nodes.map((node) => node.target),
  }));
}

/**
 * The axe violations of a page, read in a fresh context of the test's project (axe needs a page
 * from browser.newContext()). `ready` waits for whatever must show first.
 */
export async function axeViolations(
  browser: Browser,
  testInfo: TestInfo,
  path: string,
  ready: (page: Page) => Promise<void> = async () => {},
) {
  const context = await freshContext(browser, testInfo);
  try {
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await ready(page);
    return await violations(page);
  } finally {
    await context.close();
  }
}

/** The axe violations of the page as it is now. */
export const axeViolationsHere = violations;
