import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe.js";
import { open } from "./support/navigation.js";
import {
  type ApiRecord,
  apiRecords,
  type ApiStop,
  type ApiTour,
  apiTours,
} from "./support/demo-api.js";

// The QR-code landing flow (SPEC §2 Landing (QR) routes, §4) on the real server with the demo
// content: welcome, tour choice, audio cue and back-to-start. The landing-mode tour view is
// another page's business; here only the address it is reached at counts.

interface Demo {
  /** A record on exactly one tour, and that tour. */
  single: { record: ApiRecord; tour: ApiTour };
  /** A record on several tours, and those tours sorted by title. */
  several: { record: ApiRecord; tours: ApiTour[] };
}

const byTitle = (a: ApiTour, b: ApiTour) =>
  a.title.localeCompare(b.title, "en", { sensitivity: "base", numeric: true });

/**
 * The pages here list every tour a record is on, and the staff specs running alongside make
 * short-lived tours on the first records by title: so the records are taken from the end of the
 * list, and only while no such tour holds them.
 */
async function demo(request: APIRequestContext): Promise<Demo> {
  const tours = await apiTours(request);
  const demoTours = (record: ApiRecord) =>
    record.Tours.flatMap((id) => tours.filter((tour) => tour.id === id));
  const candidates = (await apiRecords(request))
    .reverse()
    .filter((record) => demoTours(record).length === record.Tours.length);
  const single = candidates.find((record) => record.Tours.length === 1);
  const several = candidates.find((record) => record.Tours.length > 1);
  if (!single || !several)
    throw new Error("The demo content needs records on one and on several tours");
  return {
    single: { record: single, tour: demoTours(single)[0]! },
    several: { record: several, tours: demoTours(several).sort(byTitle) },
  };
}

async function stopsOf(request: APIRequestContext, tour: ApiTour): Promise<ApiStop[]> {
  return (await request.get(`/api/tours/${tour.id}/stops`)).json();
}

/** One of the record's tours on which its stop is not the first. */
async function laterStop(request: APIRequestContext, { record, tours }: Demo["several"]) {
  for (const tour of tours) {
    const stops = await stopsOf(request, tour);
    const index = stops.findIndex((stop) => stop.recordId === record.id);
    if (index > 0) return { tour, stops, index };
  }
  throw new Error(`${record.slug} is the first stop of each of its tours`);
}

const landingTourUrl = (tour: ApiTour, record: ApiRecord) =>
  `/landing/walking-tours/tours/${tour.slug}?record=${record.id}`;

/** The address a link leads to, as path and query. */
async function hrefOf(page: Page, name: string): Promise<string | null> {
  return page.getByRole("link", { name, exact: true }).getAttribute("href");
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const urlEnding = (path: string) => new RegExp(`${escape(path)}$`);

/** Contrast of an element's text on its background (its own, or the nearest one behind it). */
function contrastOfText(element: Element): number {
  const channels = (color: string) => color.match(/[\d.]+/g)!.map(Number);
  const luminance = (color: string) => {
    const [r, g, b] = channels(color).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  let behind: Element | null = element;
  let background = "rgba(0, 0, 0, 0)";
  while (behind && channels(background)[3] === 0) {
    background = getComputedStyle(behind).backgroundColor;
    behind = behind.parentElement;
  }
  const [light, dark] = [luminance(getComputedStyle(element).color), luminance(background)].sort(
    (a, b) => b - a,
  );
  return (light! + 0.05) / (dark! + 0.05);
}

test.describe("welcome", () => {
  test("is server-rendered with 'More Info' disabled and reading 'Loading'", async ({
    request,
  }) => {
    const { single } = await demo(request);
    const response = await request.get(`/landing/walking-tours/${single.record.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(html).toContain(`<h1>${escapeHtml(single.record.Title)}</h1>`);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Loading<\/button>/);
    expect(html).not.toContain(">More Info<");
    expect(html).toContain(`href="/records/${single.record.slug}"`);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/landing\/walking-tours\//);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/media\//);
  });

  test("a record on one tour: More Info opens that tour with the record selected", async ({
    page,
    request,
  }) => {
    const { single } = await demo(request);
    await open(page, `/landing/walking-tours/${single.record.slug}`);

    // The site's logo: on a phone the header's alone (a second one in the page pushed the
    // buttons down), on a wider screen the page's own too.
    await expect(
      page.getByRole("img", { name: /^Nashville Sites( home)?$/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(single.record.Title);
    await expect(page.locator("main img.landing__photo")).toBeVisible();
    expect(await hrefOf(page, "See Record")).toBe(`/records/${single.record.slug}`);

    await page.getByRole("link", { name: "More Info" }).click();
    await expect(page).toHaveURL(urlEnding(landingTourUrl(single.tour, single.record)));
  });

  test("See Record opens the record's page", async ({ page, request }) => {
    const { several } = await demo(request);
    await open(page, `/landing/walking-tours/${several.record.slug}`);
    await page.getByRole("link", { name: "See Record" }).click();
    await expect(page).toHaveURL(urlEnding(`/records/${several.record.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(several.record.Title);
  });

  test("on a 320 px phone, 'Hear the Story' is on the first screen, at the largest text too", async ({
    page,
    request,
  }) => {
    const { single } = await demo(request);
    await page.setViewportSize({ width: 320, height: 568 });
    const story = page.getByRole("link", { name: "Hear the Story" });
    for (const size of ["0", "2"]) {
      await page.goto(`/landing/walking-tours/${single.record.slug}`);
      await page.evaluate((value) => localStorage.setItem("text-size", value), size);
      await page.reload();
      const box = (await story.boundingBox())!;
      // It once began 1,050 px down at the largest text, below the site's logo a second time.
      expect(box.y + box.height, `text size ${size}`).toBeLessThanOrEqual(568);
    }
  });

  test("before the page runs, the 'Loading' placeholder for More Info can be read", async ({
    page,
    request,
  }) => {
    const { single } = await demo(request);
    // The page as a slow phone shows it for seconds: its scripts not run yet.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto(`/landing/walking-tours/${single.record.slug}`);
    const loading = page.locator(".landing__actions").getByRole("button", { name: "Loading" });
    await expect(loading).toBeDisabled();
    // It once read grey on the same grey.
    expect(await loading.evaluate(contrastOfText)).toBeGreaterThanOrEqual(4.5);
  });

  test("an unknown record is a 404 that leads to the tours", async ({ page }) => {
    const response = await page.goto("/landing/walking-tours/no-such-record");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No record found...");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await hrefOf(page, "View Other Tours")).toBe("/tours");
  });
});

test.describe("select tour", () => {
  test("a record on several tours: choose a card, even after a reload", async ({
    page,
    request,
  }) => {
    const { several } = await demo(request);
    await open(page, `/landing/walking-tours/${several.record.slug}`);
    await page.getByRole("link", { name: "More Info" }).click();
    await expect(page).toHaveURL(
      urlEnding(`/landing/walking-tours/${several.record.id}/select-tour`),
    );

    const count = several.tours.length;
    const text = `This tour stop is on ${count} tours. Select which tour you would like to take.`;
    const cards = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(page.getByText(text)).toBeVisible();
    await expect(cards).toHaveText(several.tours.map((tour) => tour.title));

    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
    await expect(cards).toHaveText(several.tours.map((tour) => tour.title));
    expect(await hrefOf(page, "View Other Tours")).toBe("/tours");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    const chosen = several.tours.at(-1)!;
    await page.getByRole("link", { name: chosen.title }).click();
    await expect(page).toHaveURL(urlEnding(landingTourUrl(chosen, several.record)));
  });

  test("an unknown record id is a 404 that leads to the tours", async ({ page }) => {
    const response = await page.goto("/landing/walking-tours/no-such-id/select-tour");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No record found...");
    expect(await hrefOf(page, "View Other Tours")).toBe("/tours");
  });
});

test.describe("audio cue and back to start", () => {
  test("Continue leads to 'stop X of Y', which survives a reload, with the three ways on", async ({
    page,
    request,
  }) => {
    const { several } = await demo(request);
    // A tour of the record on which it is not the first stop, so 'Yes' and the start differ.
    const { tour, stops, index } = await laterStop(request, several);

    await open(
      page,
      `/landing/walking-tours/audio-cue?tour=${tour.slug}&record=${several.record.id}`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turn Up the Sound");
    await expect(page.getByText(/speaker, or put on headphones/)).toBeVisible();
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(
      urlEnding(
        `/landing/walking-tours/back-to-start?tour=${tour.slug}&record=${several.record.id}`,
      ),
    );

    const position = `You are at stop ${index + 1} of ${stops.length} on the ${tour.title} tour.`;
    const question = "Would you like to continue the tour from where you are now?";
    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload();
      await expect(page.getByText(position)).toBeVisible();
      await expect(page.getByText(question)).toBeVisible();
      expect(await hrefOf(page, "Yes")).toBe(
        `/landing/walking-tours/tours/${tour.slug}/${stops[index]!.slug}`,
      );
      expect(await hrefOf(page, "Go to Start of Tour")).toBe(
        `/landing/walking-tours/tours/${tour.slug}/${stops[0]!.slug}`,
      );
      expect(await hrefOf(page, "View Other Tours")).toBe("/tours");
    }

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("link", { name: "Yes" }).click();
    await expect(page).toHaveURL(
      urlEnding(`/landing/walking-tours/tours/${tour.slug}/${stops[index]!.slug}`),
    );
  });

  test("without the record on the tour, the tour starts at stop 1", async ({ page, request }) => {
    const { single } = await demo(request);
    const stops = await stopsOf(request, single.tour);
    const elsewhere = (await apiRecords(request)).find(
      (record) => !record.Tours.includes(single.tour.id),
    )!;
    const first = `/landing/walking-tours/tours/${single.tour.slug}/${stops[0]!.slug}`;
    const starts = `The ${single.tour.title} tour starts at stop 1 of ${stops.length}.`;

    for (const query of [
      `tour=${single.tour.slug}`,
      `tour=${single.tour.slug}&record=${elsewhere.id}`,
    ]) {
      await page.goto(`/landing/walking-tours/back-to-start?${query}`);
      await expect(page.getByText(starts)).toBeVisible();
      await expect(page.getByText("Would you like to continue")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Yes" })).toHaveCount(0);
      expect(await hrefOf(page, "Go to Start of Tour")).toBe(first);
      expect(await hrefOf(page, "View Other Tours")).toBe("/tours");
    }
  });

  test("a missing or unknown tour is a 404 that leads to the tours", async ({ page }) => {
    for (const path of [
      "/landing/walking-tours/audio-cue?tour=no-such-tour",
      "/landing/walking-tours/audio-cue",
      "/landing/walking-tours/back-to-start?tour=no-such-tour&record=x",
      "/landing/walking-tours/back-to-start",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("No tour found");
      expect(await hrefOf(page, "View Other Tours")).toBe("/tours");
    }
  });
});

test("the campaign parameter rides along through the whole flow", async ({ page, request }) => {
  const { several } = await demo(request);
  const tour = several.tours[0]!;
  const record = several.record.id;
  await open(page, `/landing/walking-tours/${several.record.slug}?c=musay`);
  expect(await hrefOf(page, "See Record")).toBe(`/records/${several.record.slug}?c=musay`);

  await page.getByRole("link", { name: "More Info" }).click();
  await expect(page).toHaveURL(urlEnding(`/landing/walking-tours/${record}/select-tour?c=musay`));
  await page.getByRole("link", { name: tour.title }).click();
  await expect(page).toHaveURL(urlEnding(`${landingTourUrl(tour, several.record)}&c=musay`));

  await open(page, `/landing/walking-tours/audio-cue?tour=${tour.slug}&record=${record}&c=musay`);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(
    urlEnding(`/landing/walking-tours/back-to-start?tour=${tour.slug}&record=${record}&c=musay`),
  );
  for (const name of ["Yes", "Go to Start of Tour", "View Other Tours"]) {
    expect(await hrefOf(page, name), name).toMatch(/[?&]c=musay$/);
  }
});

test("the landing pages count views and choices as LandingPage events", async ({
  page,
  request,
}) => {
  const { single } = await demo(request);
  // Each event is a POST to /api/events with a fresh random id and the time it was made; keep the
  // rest of each body.
  const sent: Record<string, unknown>[] = [];
  page.on("request", (r) => {
    if (r.method() !== "POST" || !r.url().endsWith("/api/events")) return;
    const { id, occurredAt, ...event } = r.postDataJSON() as Record<string, unknown>;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.parse(String(occurredAt)) - Date.now())).toBeLessThan(60_000);
    sent.push(event);
  });
  const landingEvents = () => sent.filter((event) => event.category === "LandingPage");

  await open(page, `/landing/walking-tours/${single.record.slug}`);
  await page.getByRole("link", { name: "More Info" }).click();
  await expect(page).toHaveURL(/\/landing\/walking-tours\/tours\//);
  await expect.poll(landingEvents).toEqual([
    { category: "LandingPage", action: "Welcome", label: single.record.Title },
    { category: "LandingPage", action: "MoreInfo", label: single.record.Title },
  ]);
});

test("the landing pages run without errors", async ({ page, request }) => {
  const { several } = await demo(request);
  const tour = several.tours[0]!;
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  for (const path of [
    `/landing/walking-tours/${several.record.slug}`,
    `/landing/walking-tours/${several.record.id}/select-tour`,
    `/landing/walking-tours/audio-cue?tour=${tour.slug}&record=${several.record.id}`,
    `/landing/walking-tours/back-to-start?tour=${tour.slug}&record=${several.record.id}`,
  ]) {
    await open(page, path);
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});

test("every landing page passes axe", async ({ browser, request }, testInfo) => {
  // Seven pages, each in a fresh browser context.
  test.slow();
  const { single, several } = await demo(request);
  const tour = several.tours[0]!;
  for (const path of [
    `/landing/walking-tours/${single.record.slug}`,
    `/landing/walking-tours/${several.record.id}/select-tour`,
    `/landing/walking-tours/audio-cue?tour=${tour.slug}&record=${several.record.id}`,
    `/landing/walking-tours/back-to-start?tour=${tour.slug}&record=${several.record.id}`,
    `/landing/walking-tours/back-to-start?tour=${tour.slug}`,
    "/landing/walking-tours/no-such-record",
    "/landing/walking-tours/audio-cue?tour=no-such-tour",
  ]) {
    expect(await axeViolations(browser, testInfo, path), path).toEqual([]);
  }
});
