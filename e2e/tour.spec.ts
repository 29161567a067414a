/**
 * Taking a tour in person and virtually, on the real server with the demo content: intro, stops,
 * outro, Terms of Use, audio player, photos, accordions and the campaign parameter (SPEC §2 Tour
 * screens; §4 tour flow, next stop, Terms of Use, collapsing, audio player, image carousel; §5; §8).
 * The maps themselves are covered in tour-maps.spec.ts.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe.js";
import { open } from "./support/navigation.js";
import { testTourBody } from "./support/tour-body.js";

interface LatLng {
  lat: number;
  lng: number;
}

interface ApiTour {
  id: string;
  slug: string;
  title: string;
  stopIds: string[];
  intro: string;
  outro: string;
  introAudio: string;
}

interface ApiStop {
  slug: string;
  siteName: string;
  narrativeText: string;
  audio: { path: string };
  images: { path: string; caption: string }[];
  record: { Title: string; Tours: string[]; Coordinates: LatLng | null };
}

const ADMIN = { email: "e2e-admin@example.org", password: "e2e-password-123" };

async function apiTours(request: APIRequestContext): Promise<ApiTour[]> {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  // Other specs add short-lived tours of their own, all with slugs starting "e2e-".
  return tours.filter((tour) => !tour.slug.startsWith("e2e-"));
}

async function apiStops(request: APIRequestContext, tour: ApiTour): Promise<ApiStop[]> {
  return (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as ApiStop[];
}

/**
 * The demo tour of three or more stops with the longest intro (so it is cut at 175 px on every
 * screen), with its stops in order.
 */
async function demoTour(request: APIRequestContext) {
  const tours = (await apiTours(request)).filter(
    (tour) => tour.stopIds.length >= 3 && tour.introAudio,
  );
  const tour = tours.sort((a, b) => b.intro.length - a.intro.length)[0];
  if (!tour) throw new Error("The demo content has no tour of three stops");
  return { tour, stops: await apiStops(request, tour) };
}

/** The text of stored HTML, as a reader sees it. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first few words of stored HTML, to look for on the page. */
const opening = (html: string) => plainText(html).split(" ").slice(0, 8).join(" ");

/** Text as React writes it into server-rendered HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** m:ss, as the player writes times. */
const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

const heading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 1, name, exact: true });
const termsModal = (page: Page) => page.getByRole("dialog", { name: "Terms of Use" });
const nextStopButton = (page: Page) => page.getByRole("button", { name: "Go To Next Stop" });

/** A <details> accordion by its title. */
const accordion = (page: Page, title: string) =>
  page
    .locator("details")
    .filter({ has: page.locator("summary").getByText(title, { exact: true }) });

async function openAccordion(page: Page, title: string): Promise<Locator> {
  const section = accordion(page, title);
  await section.locator("summary").click();
  await expect(section).toHaveAttribute("open", "");
  return section;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  return errors;
}

/**
 * Waits until the page's scripts have taken over and rendered with what the browser stores (the
 * audio player's button, disabled in the server's page, is enabled in the same pass that reads the
 * Terms of Use flag): only then does a missing Terms of Use modal mean anything.
 */
async function scriptsRunning(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("button", { name: /^(Play|Pause)$/ })).toBeEnabled();
}

const acceptTerms = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem("tos", "true"));

const audioPaused = (page: Page) =>
  page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.paused);
const audioTime = (page: Page) =>
  page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.currentTime);

test.describe("a whole tour, virtually", () => {
  test("intro, every stop with the Terms of Use on the second, then the outro", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const { tour, stops } = await demoTour(page.request);
    const base = `/tours/${tour.slug}`;
    const [first, second] = [stops[0]!, stops[1]!];

    await open(page, base);
    await expect(heading(page, tour.title)).toBeVisible();
    const takeTour = page.getByRole("link", { name: "Take Tour", exact: true });
    const takeVirtually = page.getByRole("link", { name: "Take Tour Virtually" });
    await expect(takeTour).toHaveAttribute("href", `${base}/${first.slug}`);
    await expect(takeVirtually).toHaveAttribute("href", `${base}/v/${first.slug}`);

    // The intro is cut at 175 px until 'View More'.
    const more = page.getByRole("button", { name: "View More" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    const introText = page.locator(`[id="${await more.getAttribute("aria-controls")}"]`);
    await expect(introText).toContainText(opening(tour.intro));
    expect((await introText.boundingBox())?.height).toBeLessThanOrEqual(175);
    await more.click();
    const less = page.getByRole("button", { name: "View Less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    expect((await introText.boundingBox())?.height).toBeGreaterThan(175);
    await less.click();
    await expect(more).toBeVisible();
    expect((await introText.boundingBox())?.height).toBeLessThanOrEqual(175);

    const introPlayer = page.getByRole("group", { name: `${tour.title}: introduction` });
    await expect(introPlayer.getByRole("button", { name: "Play" })).toBeEnabled();
    await expect(page.locator("audio")).toHaveAttribute("src", `/media/${tour.introAudio}`);

    await takeVirtually.click();
    await expect(page).toHaveURL(`${base}/v/${first.slug}`);
    await expect(heading(page, first.siteName)).toBeVisible();
    await expect(page.getByText(`Stop 1 of ${stops.length}`, { exact: true })).toBeVisible();
    await expect(termsModal(page)).toBeHidden();

    // Stop 2: the Terms of Use hide the stop until accepted.
    await nextStopButton(page).click();
    await expect(page).toHaveURL(`${base}/v/${second.slug}`);
    const modal = termsModal(page);
    await expect(modal).toBeVisible();
    await expect(heading(page, second.siteName)).toBeHidden();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    await expect(heading(page, second.siteName)).toBeHidden();
    await expect(page.getByText("Please accept the Terms of Use to see this stop.")).toBeVisible();
    await page.getByRole("button", { name: "Read the Terms of Use" }).click();
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "I Accept" }).click();
    await expect(modal).toBeHidden();
    await expect(heading(page, second.siteName)).toBeVisible();
    await expect(page.getByText(`Stop 2 of ${stops.length}`, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("tos"))).toBe("true");

    for (const [index, stop] of stops.entries()) {
      if (index < 2) continue;
      await nextStopButton(page).click();
      await expect(page).toHaveURL(`${base}/v/${stop.slug}`);
      await expect(heading(page, stop.siteName)).toBeVisible();
      await expect(
        page.getByText(`Stop ${index + 1} of ${stops.length}`, { exact: true }),
      ).toBeVisible();
      await expect(termsModal(page)).toBeHidden();
      if (index === 2) {
        // The flag outlives the page.
        await page.reload();
        await scriptsRunning(page);
        await expect(heading(page, stop.siteName)).toBeVisible();
        await expect(termsModal(page)).toBeHidden();
      }
    }

    await expect(nextStopButton(page)).toBeHidden();
    await page.getByRole("button", { name: "Complete Tour" }).click();
    await expect(page).toHaveURL(`${base}/v/outro`);
    await expect(heading(page, "We hope you enjoyed this tour!")).toBeVisible();
    await expect(page.getByText(opening(tour.outro))).toBeVisible();
    await expect(page.getByRole("link", { name: "View Other Tours" })).toHaveAttribute(
      "href",
      "/tours",
    );
    await expect(accordion(page, "Tour Stops")).toBeVisible();
    await expect(accordion(page, "Other Tours")).toBeVisible();
    await expect(accordion(page, "Other Tours for Site")).toHaveCount(0);

    // Started in this tab: the intro now offers to go (back) to the stops.
    await open(page, base);
    await expect(page.getByRole("link", { name: "Go to First Stop" })).toHaveAttribute(
      "href",
      `${base}/${first.slug}`,
    );
    await expect(page.getByRole("link", { name: "Go to Virtual Stop" })).toHaveAttribute(
      "href",
      `${base}/v/${first.slug}`,
    );
    await expect(page.getByRole("link", { name: "Take Tour", exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("moving on loads no tour data and keeps the same audio element", async ({ page }) => {
    const { tour, stops } = await demoTour(page.request);
    await acceptTerms(page);
    await open(page, `/tours/${tour.slug}/v/${stops[0]!.slug}`);
    await page.locator("audio").evaluate((audio) => {
      (audio as HTMLAudioElement & { e2eTag?: string }).e2eTag = "first";
    });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));

    for (const stop of stops.slice(1, 3)) {
      await nextStopButton(page).click();
      await expect(page).toHaveURL(`/tours/${tour.slug}/v/${stop.slug}`);
      await expect(heading(page, stop.siteName)).toBeVisible();
      await expect(page.locator("audio")).toHaveAttribute("src", `/media/${stop.audio.path}`);
    }

    const paths = requests.map((url) => new URL(url).pathname);
    expect(paths.filter((path) => path.startsWith("/api/tours"))).toEqual([]);
    expect(paths.filter((path) => path.endsWith(".data"))).toEqual([]);
    const tag = await page
      .locator("audio")
      .evaluate((audio) => (audio as HTMLAudioElement & { e2eTag?: string }).e2eTag);
    expect(tag).toBe("first");
  });
});

test.describe("audio player", () => {
  test("starts after 'Take Tour Virtually', pauses, plays, skips and seeks", async ({ page }) => {
    const { tour, stops } = await demoTour(page.request);
    const first = stops[0]!;
    await open(page, `/tours/${tour.slug}`);
    await page.getByRole("link", { name: "Take Tour Virtually" }).click();
    await expect(heading(page, first.siteName)).toBeVisible();

    const player = page.getByRole("group", { name: first.siteName });
    await expect(page.locator("audio")).toHaveAttribute("src", `/media/${first.audio.path}`);
    await expect.poll(() => audioPaused(page)).toBe(false);
    await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();

    await player.getByRole("button", { name: "Pause" }).click();
    await expect.poll(() => audioPaused(page)).toBe(true);
    await player.getByRole("button", { name: "Play" }).click();
    await expect.poll(() => audioPaused(page)).toBe(false);
    await player.getByRole("button", { name: "Pause" }).click();
    await expect.poll(() => audioPaused(page)).toBe(true);

    const duration = await page
      .locator("audio")
      .evaluate((audio: HTMLAudioElement) => audio.duration);
    expect(duration).toBeGreaterThan(20);
    const elapsed = player.getByText(/^Elapsed \d+:\d\d$/);
    const remaining = player.getByText(/^Remaining (-\d+:\d\d|0:00)$/);

    const before = await audioTime(page);
    await player.getByRole("button", { name: "Forward 10 seconds" }).click();
    await expect.poll(() => audioTime(page)).toBeCloseTo(before + 10, 0);
    await expect(elapsed).toHaveText(`Elapsed ${clock(await audioTime(page))}`);
    expect(await elapsed.textContent()).not.toBe(`Elapsed ${clock(before)}`);

    const back = player.getByRole("button", { name: "Back 10 seconds" });
    await back.click();
    await back.click();
    await expect.poll(() => audioTime(page)).toBe(0);
    await expect(elapsed).toHaveText("Elapsed 0:00");
    await expect(remaining).toHaveText(`Remaining -${clock(Math.ceil(duration))}`);

    const seek = player.getByRole("slider", { name: "Seek" });
    await seek.fill("15");
    await expect.poll(() => audioTime(page)).toBeCloseTo(15, 0);
    await expect(elapsed).toHaveText("Elapsed 0:15");
    await expect(remaining).toHaveText(`Remaining -${clock(Math.ceil(duration - 15))}`);
    await seek.press("ArrowRight");
    await expect.poll(() => audioTime(page)).toBeCloseTo(16, 0);
    await expect(seek).toHaveAttribute("aria-valuetext", `0:16 of ${clock(duration)}`);
  });

  test("the narration is served in byte ranges", async ({ request }) => {
    const { stops } = await demoTour(request);
    const response = await request.get(`/media/${stops[0]!.audio.path}`, {
      headers: { Range: "bytes=0-99" },
    });
    expect(response.status()).toBe(206);
    expect(response.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
    expect((await response.body()).length).toBe(100);
  });
});

// Every demo stop has exactly one photo: this tour, made through the admin API and removed
// afterwards, has a stop with three and a stop with none.
test.describe("photos of a stop", () => {
  test.describe.configure({ mode: "serial" });
  const captions = ["E2E photo one", "E2E photo two", "E2E photo three"];
  let token = "";
  let tourSlug = "";
  let recordId = "";

  test.beforeAll(async ({ request }, testInfo) => {
    const login = await request.post("/dashboard/api/auth/login", { data: ADMIN });
    token = ((await login.json()) as { token: string }).token;
    const headers = { "x-local-token": token };
    const suffix = `${testInfo.project.name}-${Date.now()}`;
    tourSlug = `e2e-photos-tour-${suffix}`;
    recordId = `e2e-photos-record-${suffix}`;
    const { stops } = await demoTour(request);
    const photos = stops.slice(0, 3).map((stop, index) => ({
      path: stop.images[0]!.path,
      caption: captions[index]!,
    }));

    const record = await request.post("/dashboard/api/records", {
      headers,
      data: {
        id: recordId,
        slug: recordId,
        Title: "E2E Record Without Photos",
        Type: "Document",
        Creator: "",
        Author: "",
        Address: "",
        Coordinates: null,
        Description: "",
        Source: [],
        Date: "",
        Contributor: [],
        RelationLink: "",
        RelationText: "",
        Coverage: "",
        Rights: "",
        Subject: [],
        Keyword: [],
        Tours: [],
        Notes: "",
        audios: [],
        videos: [],
        images: [],
      },
    });
    expect(record.status()).toBe(201);

    const stop = (slug: string, siteName: string, images: typeof photos) => ({
      id: `${tourSlug}-${slug}`,
      slug,
      siteName,
      narrativeText: `<p>${siteName}.</p>`,
      tourId: tourSlug,
      recordId,
      audio: { path: "" },
      images,
      content: [],
    });
    const saved = await request.put(`/dashboard/api/tours/${tourSlug}/with-stops`, {
      headers,
      data: {
        tour: testTourBody(tourSlug, "E2E Tour of Photos", [
          `${tourSlug}-gallery`,
          `${tourSlug}-bare`,
        ]),
        stops: [stop("gallery", "E2E Gallery Site", photos), stop("bare", "E2E Bare Site", [])],
      },
    });
    expect(saved.status()).toBe(200);
  });

  test.afterAll(async ({ request }) => {
    const headers = { "x-local-token": token };
    expect((await request.delete(`/dashboard/api/tours/${tourSlug}`, { headers })).status()).toBe(
      204,
    );
    expect((await request.delete(`/dashboard/api/records/${recordId}`, { headers })).status()).toBe(
      204,
    );
    await request.post("/dashboard/api/auth/logout", { headers });
  });

  test("the carousel loops and the lightbox shows 'n of total - caption'", async ({ page }) => {
    await open(page, `/tours/${tourSlug}/v/gallery`);
    const carousel = page.getByRole("region", { name: "Photos of E2E Gallery Site" });
    const shows = async (n: number) => {
      await expect(carousel.getByRole("button", { name: `Open image ${n} of 3` })).toBeVisible();
      await expect(carousel.getByText(captions[n - 1]!, { exact: true })).toBeVisible();
      await expect(carousel.getByText(`${n} of 3`, { exact: true })).toBeVisible();
    };
    await shows(1);
    const next = carousel.getByRole("button", { name: "Next image" });
    const previous = carousel.getByRole("button", { name: "Previous image" });
    await next.click();
    await shows(2);
    await next.click();
    await shows(3);
    await next.click();
    await shows(1);
    await previous.click();
    await shows(3);

    await carousel.getByRole("button", { name: "Open image 3 of 3" }).click();
    const lightbox = page.getByRole("dialog", { name: "Photos of E2E Gallery Site" });
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toContainText(`3 of 3 - ${captions[2]}`);
    await lightbox.getByRole("button", { name: "Next image" }).click();
    await expect(lightbox).toContainText(`1 of 3 - ${captions[0]}`);
    await lightbox.getByRole("button", { name: "Previous image" }).click();
    await expect(lightbox).toContainText(`3 of 3 - ${captions[2]}`);
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(carousel.getByRole("button", { name: "Open image 3 of 3" })).toBeFocused();
  });

  test("a stop without photos says 'No Images Found'", async ({ page }) => {
    await acceptTerms(page);
    await open(page, `/tours/${tourSlug}/v/bare`);
    await expect(heading(page, "E2E Bare Site")).toBeVisible();
    await expect(page.getByText("No Images Found", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Open image / })).toHaveCount(0);
  });
});

test.describe("accordions of a stop", () => {
  test.beforeEach(async ({ page }) => acceptTerms(page));

  test("'Tour Stops' lists the stops in order and marks this one", async ({ page }) => {
    const { tour, stops } = await demoTour(page.request);
    const current = stops[1]!;
    await open(page, `/tours/${tour.slug}/v/${current.slug}`);
    const links = (await openAccordion(page, "Tour Stops")).getByRole("link");
    await expect(links).toHaveText(stops.map((stop) => stop.siteName));
    for (const [index, stop] of stops.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/tours/${tour.slug}/v/${stop.slug}`);
    }
    await expect(links.and(page.locator('[aria-current="page"]'))).toHaveText([current.siteName]);
  });

  test("'Full Record and Citation' shows the record and 'Copy citation'", async ({ page }) => {
    const { tour, stops } = await demoTour(page.request);
    const stop = stops[0]!;
    await open(page, `/tours/${tour.slug}/v/${stop.slug}`);
    const section = await openAccordion(page, "Full Record and Citation");
    await expect(section.getByText(stop.record.Title, { exact: true }).first()).toBeVisible();
    await expect(section.getByRole("button", { name: "Copy citation" })).toBeVisible();
  });

  test("'Other Tours for Site' shows only where the record is on another tour", async ({
    page,
  }) => {
    const tours = await apiTours(page.request);
    const titleOf = new Map(tours.map((tour) => [tour.id, tour.title]));
    const withTours = await Promise.all(
      tours.map(async (tour) => ({ tour, stops: await apiStops(page.request, tour) })),
    );
    // Short-lived tours of other specs borrow the record of a tour's first stop: leave those out,
    // and any stop whose record is on such a tour right now.
    const pick = (shared: boolean) => {
      for (const { tour, stops } of withTours)
        for (const stop of stops.slice(1)) {
          const others = stop.record.Tours.filter((id) => id !== tour.id);
          if (!others.every((id) => titleOf.has(id))) continue;
          if (shared === others.length > 0) return { tour, stop, others };
        }
      throw new Error(`No demo stop whose record is ${shared ? "on" : "off"} other tours`);
    };

    const shared = pick(true);
    await open(page, `/tours/${shared.tour.slug}/v/${shared.stop.slug}`);
    await expect(heading(page, shared.stop.siteName)).toBeVisible();
    const section = await openAccordion(page, "Other Tours for Site");
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      shared.others.map((id) => titleOf.get(id)!),
      { useInnerText: true },
    );

    const alone = pick(false);
    await open(page, `/tours/${alone.tour.slug}/v/${alone.stop.slug}`);
    await expect(heading(page, alone.stop.siteName)).toBeVisible();
    await expect(accordion(page, "Tour Stops")).toBeVisible();
    await expect(accordion(page, "Other Tours for Site")).toHaveCount(0);
  });
});

test.describe("in person", () => {
  test("the header offers the tour map; 'Go To Next Stop' opens the way there", async ({
    page,
    context,
  }) => {
    const { tour, stops } = await demoTour(page.request);
    const [here, next] = [stops[0]!, stops[1]!];
    const place = here.record.Coordinates;
    if (!place) throw new Error("Expected the first demo stop to have coordinates");
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: place.lat, longitude: place.lng });
    await acceptTerms(page);

    await open(page, `/tours/${tour.slug}/${here.slug}`);
    await expect(page.getByRole("button", { name: "Show the tour map" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Search", exact: true })).toHaveCount(0);

    await nextStopButton(page).click();
    const dialog = page.getByRole("dialog", { name: `Next stop: ${next.siteName}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Arrived" }).click();
    await expect(page).toHaveURL(`/tours/${tour.slug}/${next.slug}`);
    await expect(dialog).toBeHidden();
    await expect(heading(page, next.siteName)).toBeVisible();
  });
});

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

/** Serious and critical axe violations of the page as it is now (as seriousAxeViolations reads them). */
async function seriousViolationsNow(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, targets: v.nodes.map((node) => node.target) }));
}

test.describe("accessibility", () => {
  test("the intro and the outro pass axe", async ({ browser, request }, testInfo) => {
    const { tour } = await demoTour(request);
    const hydrated = (page: Page) =>
      page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    for (const path of [`/tours/${tour.slug}`, `/tours/${tour.slug}/v/outro`]) {
      expect(await seriousAxeViolations(browser, testInfo, path, hydrated)).toEqual([]);
    }
  });

  // seriousAxeViolations reads a page of its own context, before the Terms of Use can be accepted,
  // and waits for a visible <h1>, which the open modal hides on purpose: these use the test's page.
  test("a stop passes axe, with the Terms of Use accepted and with them open", async ({ page }) => {
    const { tour, stops } = await demoTour(page.request);
    const stop = stops[1]!;
    await open(page, `/tours/${tour.slug}/v/${stop.slug}`);
    await expect(termsModal(page)).toBeVisible();
    expect(await seriousViolationsNow(page)).toEqual([]);

    await acceptTerms(page);
    await page.reload();
    await scriptsRunning(page);
    await expect(heading(page, stop.siteName)).toBeVisible();
    await openAccordion(page, "Full Record and Citation");
    expect(await seriousViolationsNow(page)).toEqual([]);
  });
});
