/** What the browser refused under the Content-Security-Policy, as it reports it in the console. */
import type { Page } from "@playwright/test";

/** Collects, from now on, every policy violation the page reports (an inline style, a script). */
export function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  return violations;
}
