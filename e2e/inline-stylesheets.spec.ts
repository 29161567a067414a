import { expect, type Page, test } from "@playwright/test";
import { holdScripts, open, withoutScripts } from "./support/navigation.js";
import { policyViolations } from "./support/csp.js";

// A page carries its stylesheets in its HTML, so its first paint waits for no other request (a
// round trip each on a slow link) and no stylesheet shares the link while it loads. Once its
// scripts run, its stylesheet links take over again.

const WELCOME = "/landing/walking-tours/ryman-auditorium";

/** Whether the page shows the app's own styles, and the welcome page's. */
const styled = (page: Page) =>
  page.evaluate(() => ({
    app: getComputedStyle(document.body).fontFamily.includes("system-ui"),
    welcome: getComputedStyle(document.querySelector(".landing")!).textAlign === "center",
  }));

/** Whether any stylesheet in the document has a rule for `selector`. */
const hasRule = (page: Page, selector: string) =>
  page.evaluate((wanted) => {
    const rules = (sheet: CSSStyleSheet) => {
      try {
        return [...sheet.cssRules];
      } catch {
        return [];
      }
    };
    return [...document.styleSheets].some((sheet) =>
      rules(sheet).some((rule) => rule instanceof CSSStyleRule && rule.selectorText === wanted),
    );
  }, selector);

/** Refuses every request for a built stylesheet, noting each. */
async function refuseStylesheets(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/\/assets\/.+\.css$/, (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  return asked;
}

// The welcome page, and pages whose route shares a stylesheet with a part of the app loaded later
// (React Router marks its link with `#`): the location prompt's, on the home page and a tour's.
const FIRST_PAGES = [
  WELCOME,
  "/",
  "/tours/broadway-music-and-the-railroad",
  "/tours/broadway-music-and-the-railroad/ryman",
];

for (const path of FIRST_PAGES) {
  test(`${path} paints styled before any stylesheet is asked for`, async ({ page }) => {
    const violations = policyViolations(page);
    const asked = await refuseStylesheets(page);
    const release = await holdScripts(page);
    const appStyled = () =>
      page.evaluate(() => getComputedStyle(document.body).fontFamily.includes("system-ui"));
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await appStyled()).toBe(true);
    if (path === WELCOME) expect(await styled(page)).toEqual({ app: true, welcome: true });
    expect(asked).toEqual([]);

    // Its scripts run and ask for none either.
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(await appStyled()).toBe(true);
    expect(asked).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test("without scripts the page is styled by what it carries alone", async ({
  browser,
}, testInfo) => {
  const context = await withoutScripts(browser, testInfo);
  const page = await context.newPage();
  const asked = await refuseStylesheets(page);
  await page.goto(WELCOME);
  expect(await styled(page)).toEqual({ app: true, welcome: true });
  expect(asked).toEqual([]);
  await context.close();
});

/** Each stylesheet link of the page: carried inline (disabled, its <style> there) or loaded. */
const stylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => {
      const href = link.getAttribute("href") ?? "";
      const carried = [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].some(
        (style) => style.dataset.href === href,
      );
      if (link.disabled) return carried ? "carried" : `${href} applies nowhere`;
      return (link.sheet?.cssRules.length ?? 0) > 0 ? "loaded" : `${href} not loaded`;
    }),
  );

test("a page left takes the styles it carried along; the next page's stylesheets load", async ({
  page,
}) => {
  const violations = policyViolations(page);
  await open(page, WELCOME);
  const carried = await stylesheets(page);
  expect(carried.length).toBeGreaterThan(0);
  expect(new Set(carried)).toEqual(new Set(["carried"]));
  expect(await hasRule(page, ".landing")).toBe(true);

  await page.getByRole("link", { name: "See Record" }).click();
  await expect(page).toHaveURL(/\/records\/ryman-auditorium$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Ryman Auditorium/);
  await expect.poll(() => hasRule(page, ".landing")).toBe(false);
  await expect
    .poll(async () => (await stylesheets(page)).filter((s) => !["carried", "loaded"].includes(s)))
    .toEqual([]);
  expect(await stylesheets(page)).toContain("loaded");
  expect(
    await page.evaluate(() => getComputedStyle(document.body).fontFamily.includes("system-ui")),
  ).toBe(true);
  expect(violations).toEqual([]);
});
