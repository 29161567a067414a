/**
 * Readable in sunlight, easy for older hands: on every public page, at 320 and 390
 * px wide, no link or control outside running text is smaller than 44×44 px, the maps' zoom
 * buttons, credits and markers included, and no map marker is cut by its map's edge. The rules of
 * the audit (what is a control, what is running text) are in support/tap-targets.ts.
 */
import { expect, test } from "@playwright/test";
import { policyViolations } from "./support/csp.js";
import {
  markersOutside,
  showNextStopMap,
  showStartsMap,
  showTourMap,
  startsMap,
} from "./support/map-targets.js";
import { open } from "./support/navigation.js";
import { publicPages } from "./support/public-pages.js";
import { describeOffenders, MIN_TAP, smallTapTargets } from "./support/tap-targets.js";
import { at, placedDemoTour } from "./support/tour-maps.js";

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
      // The map of tour starts loads only near the screen: brought up, its controls are measured.
      await showStartsMap(page);
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

  test(`the tour maps offer 44×44 px tap targets and show every stop whole at ${width} px`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 740 });
    await page.addInitScript(() => localStorage.setItem("tos", "true"));
    const { tour, stops } = await placedDemoTour(request);
    const [here, next] = [stops[0]!, stops[1]!];
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: at(here).lat, longitude: at(here).lng });
    await open(page, `/tours/${tour.slug}/${next.slug}`);
    const failures: string[] = [];
    const audit = async (name: string) => {
      const offenders = await smallTapTargets(page);
      if (offenders.length > 0) failures.push(`${name}:\n${describeOffenders(offenders)}`);
    };

    const overview = await showTourMap(page);
    // Fitted to the tour, every numbered stop lies whole inside the map, none cut by its edge.
    await expect.poll(() => markersOutside(overview)).toEqual([]);
    await audit("tour map");
    await overview.getByRole("button", { name: /^Stop 1: / }).dispatchEvent("click");
    await expect(overview.getByRole("link", { name: "Go to this stop" })).toBeVisible();
    await audit("tour map, a stop's popup open");
    await overview.getByRole("button", { name: "Close map" }).click();

    await open(page, `/tours/${tour.slug}/${here.slug}`);
    await showNextStopMap(page, next.siteName);
    await audit("next-stop map");
    expect(failures, failures.join("\n\n")).toEqual([]);
  });

  test(`the home map shows every tour start whole at ${width} px, its popup tap-sized`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await open(page, "/");
    expect(await showStartsMap(page)).toBe(true);
    // Its markers (drawn by then: showStartsMap waits for one) settle once the view is fitted.
    await expect.poll(() => markersOutside(startsMap(page))).toEqual([]);
    // A start's popup: its close button too offers 44×44 px.
    await startsMap(page).locator(".map-point").first().dispatchEvent("click");
    await expect(startsMap(page).locator(".map-popup")).toBeVisible();
    const offenders = await smallTapTargets(page);
    expect(offenders, describeOffenders(offenders)).toEqual([]);
    // Its tour links too, which the audit spares as links beside text ('Starts at …').
    const links = await startsMap(page).locator(".map-popup a").all();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const box = (await link.boundingBox())!;
      expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(MIN_TAP);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
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
