/**
 * Readable in sunlight, easy for older hands: on every public page, at 320 and 390
 * px wide, no link or control outside running text is smaller than 44×44 px. The rules of the
 * audit (what is a control, what is running text) are in support/tap-targets.ts.
 */
import { expect, test } from "@playwright/test";
import { policyViolations } from "./support/csp.js";
import { open } from "./support/navigation.js";
import { publicPages } from "./support/public-pages.js";
import { describeOffenders, smallTapTargets } from "./support/tap-targets.js";

for (const width of [320, 390]) {
  test(`every public page offers 44×44 px tap targets at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 740 });
    // Terms accepted, so a stop past the first shows its controls rather than the modal.
    await page.addInitScript(() => localStorage.setItem("tos", "true"));
    // Every page's markup and scripts pass the policy too: no style attribute, no inline code.
    const violations = policyViolations(page);
    const failures: string[] = [];
    for (const { name, path } of await publicPages(request)) {
      await open(page, path);
      await expect(page.locator("main h1").first()).toBeVisible();
      // Every accordion open, so the links inside them (Tour Stops, Other Tours…) are measured.
      await page.locator("details").evaluateAll((all) => {
        for (const details of all) (details as HTMLDetailsElement).open = true;
      });
      const offenders = await smallTapTargets(page);
      if (offenders.length > 0)
        failures.push(`${name} (${path}):\n${describeOffenders(offenders)}`);
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test("the menu drawer offers 44×44 px tap targets", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await open(page, "/about-us");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("dialog.nav-drawer[open]")).toBeVisible();
  const offenders = await smallTapTargets(page);
  expect(offenders, describeOffenders(offenders)).toEqual([]);
  // The audit did look into the drawer: its links are measured, not skipped.
  await expect(page.locator("dialog.nav-drawer[open] a").first()).toBeVisible();
});

test("the audit catches a small link and spares a link in running text", async ({ page }) => {
  await page.setContent(`
    <main>
      <nav><a href="/a" style="font-size:14px">Tiny</a></nav>
      <p>Read the <a href="/b">full story</a> of the site.</p>
      <p><a href="/c">Alone in a paragraph</a></p>
      <a href="/d" style="display:inline-block;min-width:44px;min-height:44px">Big</a>
      <a href="#" class="sr-only" style="position:absolute;width:1px;height:1px;overflow:hidden">x</a>
    </main>`);
  const texts = (await smallTapTargets(page)).map((o) => o.text);
  expect(texts).toEqual(["Tiny", "Alone in a paragraph"]);
});
