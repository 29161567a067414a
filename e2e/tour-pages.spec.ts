/**
 * A tour's pages as a whole: the campaign parameter, the embed flag, unknown tours and stops, the
 * server-rendered title and preview, and axe on the intro, outro and a stop (SPEC §4, §8).
 */
import { expect, type Page, test } from "@playwright/test";
import { axeViolations, axeViolationsHere } from "./support/axe.js";
import { open } from "./support/navigation.js";
import {
  acceptTerms,
  demoTour,
  escapeHtml,
  escapeRegExp,
  heading,
  nextStopButton,
  openAccordion,
  plainText,
  scriptsRunning,
  termsModal,
} from "./support/tour-page.js";

test("the campaign parameter stays on and hides 'View Other Tours'", async ({ page }) => {
  const { tour, stops } = await demoTour(page.request);
  const base = `/tours/${tour.slug}`;
  const [first, last] = [stops[0]!, stops.at(-1)!];
  await acceptTerms(page);

  await open(page, `${base}?c=musay`);
  await expect(page.getByRole("link", { name: "Take Tour", exact: true })).toHaveAttribute(
    "href",
    `${base}/${first.slug}?c=musay`,
  );
  await page.getByRole("link", { name: "Take Tour Virtually" }).click();
  await expect(page).toHaveURL(`${base}/v/${first.slug}?c=musay`);
  await nextStopButton(page).click();
  await expect(page).toHaveURL(`${base}/v/${stops[1]!.slug}?c=musay`);

  const links = (await openAccordion(page, "Tour Stops")).getByRole("link");
  for (const [index, stop] of stops.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", `${base}/v/${stop.slug}?c=musay`);
  }
  await links.last().click();
  await expect(page).toHaveURL(`${base}/v/${last.slug}?c=musay`);
  await page.getByRole("button", { name: "Complete Tour" }).click();
  await expect(page).toHaveURL(`${base}/v/outro?c=musay`);
  await expect(heading(page, "We hope you enjoyed this tour!")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Other Tours" })).toHaveCount(0);

  await open(page, `${base}/outro`);
  await expect(page.getByRole("link", { name: "View Other Tours" })).toBeVisible();
});

test("the embed flag shows a tour without the site's header and footer, page after page", async ({
  page,
}) => {
  const { tour, stops } = await demoTour(page.request);
  const base = `/tours/${tour.slug}`;
  await acceptTerms(page);

  await open(page, `${base}/v/${stops[0]!.slug}?embed=1`);
  await expect(heading(page, stops[0]!.siteName)).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Donate Now" })).toHaveCount(0);
  await nextStopButton(page).click();
  await expect(page).toHaveURL(`${base}/v/${stops[1]!.slug}?embed=1`);
  await expect(page.getByRole("banner")).toHaveCount(0);

  await open(page, "/tours?embed=1");
  await expect(page.getByRole("banner")).toBeVisible();
});

test.describe("not found", () => {
  test("an unknown tour answers 404 'No tour found'", async ({ page }) => {
    const response = await page.goto("/tours/no-such-tour");
    expect(response?.status()).toBe(404);
    await expect(heading(page, "No tour found")).toBeVisible();
    await expect(page.getByRole("link", { name: "See all tours" })).toHaveAttribute(
      "href",
      "/tours",
    );
  });

  test("an unknown stop answers 404 'Stop not found' with the way to the start", async ({
    page,
  }) => {
    const { tour } = await demoTour(page.request);
    for (const [path, start] of [
      [`/tours/${tour.slug}/no-such-stop`, `/tours/${tour.slug}`],
      [`/tours/${tour.slug}/v/no-such-stop`, `/tours/${tour.slug}/v`],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(heading(page, "Stop not found")).toBeVisible();
      await expect(
        page.getByRole("link", { name: `Go to the start of the ${tour.title} tour` }),
      ).toHaveAttribute("href", start);
    }
  });
});

test("a stop's page is server-rendered with its own title, description and preview", async ({
  request,
}) => {
  const { tour, stops } = await demoTour(request);
  const stop = stops[1]!;
  const path = `/tours/${tour.slug}/${stop.slug}`;
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[ >]/);
  expect(html).toContain(`>${escapeHtml(stop.siteName)}</h1>`);
  expect(html).toMatch(
    new RegExp(`<title>${escapeRegExp(escapeHtml(`${stop.siteName} · ${tour.title}`))}`),
  );
  const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(description).toContain(escapeHtml(plainText(stop.narrativeText).slice(0, 40)));
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${path}"`));
  expect(html).toMatch(
    new RegExp(
      `<meta property="og:image" content="https?://[^"/]+/media/${escapeRegExp(stop.images[0]!.path)}"`,
    ),
  );
});

test.describe("accessibility", () => {
  test("the intro and the outro pass axe", async ({ browser, request }, testInfo) => {
    const { tour } = await demoTour(request);
    const hydrated = (page: Page) =>
      page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    for (const path of [`/tours/${tour.slug}`, `/tours/${tour.slug}/v/outro`]) {
      expect(await axeViolations(browser, testInfo, path, hydrated)).toEqual([]);
    }
  });

  // axeViolations reads a page of its own context, before the Terms of Use can be accepted,
  // and waits for a visible <h1>, which the open modal hides on purpose: these use the test's page.
  test("a stop passes axe, with the Terms of Use accepted and with them open", async ({ page }) => {
    const { tour, stops } = await demoTour(page.request);
    const stop = stops[1]!;
    await open(page, `/tours/${tour.slug}/v/${stop.slug}`);
    await expect(termsModal(page)).toBeVisible();
    expect(await axeViolationsHere(page)).toEqual([]);

    await acceptTerms(page);
    await page.reload();
    await scriptsRunning(page);
    await expect(heading(page, stop.siteName)).toBeVisible();
    await openAccordion(page, "Full Record and Citation");
    expect(await axeViolationsHere(page)).toEqual([]);
  });
});

test.describe("a later stop before the page's scripts run", () => {
  /** Opens the tour's second stop with every script held back; returns the function that lets them load. */
  async function openWithoutScripts(page: Page) {
    const { tour, stops } = await demoTour(page.request);
    const stop = stops[1]!;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/tours/${tour.slug}/${stop.slug}`, { waitUntil: "domcontentloaded" });
    return { stop, release };
  }
  const notice = (page: Page) => page.getByText("Please accept the Terms of Use to see this stop.");

  test("shows at the first paint to a visitor who accepted the terms", async ({ page }) => {
    await acceptTerms(page);
    const { stop, release } = await openWithoutScripts(page);
    await expect(heading(page, stop.siteName)).toBeVisible();
    await expect(notice(page)).toBeHidden();
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    release();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(heading(page, stop.siteName)).toBeVisible();
    await expect(termsModal(page)).toBeHidden();
  });

  test("stays behind the terms for a visitor who has not accepted them", async ({ page }) => {
    const { stop, release } = await openWithoutScripts(page);
    await expect(notice(page)).toBeVisible();
    await expect(heading(page, stop.siteName)).toBeHidden();
    release();
    await expect(termsModal(page)).toBeVisible();
    await expect(heading(page, stop.siteName)).toBeHidden();
  });
});
