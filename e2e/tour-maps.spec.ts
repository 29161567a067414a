/**
 * The tour maps on real stop pages: the in-person next-stop map (SPEC §4 'Next stop', 'Location';
 * §5 'Get Directions', 'Incompatible record type'; §8 location denied) and the header's tour map.
 */
import { tourBody } from "@tours/shared/testing";
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { recordEvents } from "./support/analytics.js";
import { seriousAxeViolations } from "./support/axe.js";
import { open } from "./support/navigation.js";

interface LatLng {
  lat: number;
  lng: number;
}

interface ApiTour {
  id: string;
  slug: string;
  stopIds: string[];
}

interface ApiStop {
  id: string;
  slug: string;
  siteName: string;
  record: { id: string; Coordinates: LatLng | null };
}

const NO_DESTINATION = "https://www.google.com/maps/dir/?api=1";
const DENIED_TEXT =
  "It looks like your location services are restricted. Please go to your device's settings and allow us to use your location for the best touring experience.";

const degrees = (value: number) => String(Number(value.toFixed(6)));
const directionsTo = ({ lat, lng }: LatLng) =>
  `${NO_DESTINATION}&destination=${degrees(lat)},${degrees(lng)}`;

/** A demo tour of three or more stops, every one placed, with its stops in order. */
async function demoTour(request: APIRequestContext) {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  for (const tour of tours) {
    if (tour.stopIds.length < 3) continue;
    const stops = (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as ApiStop[];
    if (stops.every((stop) => stop.record.Coordinates)) return { tour, stops };
  }
  throw new Error("The demo content has no tour of three placed stops");
}

const at = (stop: ApiStop | undefined): LatLng => {
  if (!stop?.record.Coordinates) throw new Error("Expected a placed stop");
  return stop.record.Coordinates;
};

async function standAt(context: BrowserContext, place: LatLng) {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: place.lat, longitude: place.lng });
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  return errors;
}

const nextStopMap = (page: Page, siteName: string) =>
  page.getByRole("dialog", { name: `Next stop: ${siteName}` });
const tourMap = (page: Page) => page.getByRole("dialog", { name: "Tour map" });

test.beforeEach(async ({ page }) => {
  // Stops after the first need the Terms of Use (SPEC §4).
  await page.addInitScript(() => window.localStorage.setItem("tos", "true"));
});

test.describe("next stop, in person", () => {
  test("opens only when asked, then shows the visitor, the line and 'Arrived'", async ({
    page,
    context,
  }) => {
    const { tour, stops } = await demoTour(page.request);
    const [here, next] = [stops[0]!, stops[1]!];
    await standAt(context, at(here));
    const errors = watchErrors(page);
    const events = await recordEvents(page, (event) =>
      event.category === "Map" ? `${event.action} ${event.label}` : undefined,
    );
    const mapCode: string[] = [];
    page.on(
      "request",
      (r) => void (/maplibre|-map\.client/.test(r.url()) && mapCode.push(r.url())),
    );

    await open(page, `/tours/${tour.slug}/${here.slug}`);
    await page.waitForLoadState("networkidle");
    expect(mapCode).toEqual([]);

    await page.getByRole("button", { name: "Go To Next Stop" }).click();
    const dialog = nextStopMap(page, next.siteName);
    await expect(dialog.locator("canvas")).toBeVisible();
    expect(mapCode.length).toBeGreaterThan(0);
    await expect(dialog.getByRole("button", { name: "Close map" })).toBeFocused();

    const position = `${at(here).lat},${at(here).lng}`;
    await expect(dialog.locator("[data-position]")).toHaveAttribute("data-position", position);
    // No route drawn: the stops are joined in order and the leg is the one from here to next.
    const lngLat = (p: LatLng) => `${degrees(p.lng)},${degrees(p.lat)}`;
    await expect(dialog.locator("[data-leg]")).toHaveAttribute(
      "data-leg",
      `${lngLat(at(here))} ${lngLat(at(next))}`,
    );
    await expect(dialog.locator("[data-path]")).toHaveAttribute(
      "data-path",
      stops.map((s) => lngLat(at(s))).join(" "),
    );
    await expect(dialog.getByRole("img", { name: "You are here" })).toBeVisible();
    await expect(dialog).toContainText("as the crow flies");
    const directions = dialog.getByRole("link", { name: "Get Directions" });
    await expect(directions).toHaveAttribute("href", directionsTo(at(next)));
    await expect(directions).toHaveAttribute("target", "_blank");

    await dialog.getByRole("button", { name: "Arrived" }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${next.slug}$`));
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => events)
      .toEqual(
        expect.arrayContaining([`NextStopOpened ${next.siteName}`, `Arrived ${next.siteName}`]),
      );
    expect(errors).toEqual([]);
  });

  test("'Arrived' is reached with the keyboard; Escape and 'Close map' close the map", async ({
    page,
    context,
  }) => {
    const { tour, stops } = await demoTour(page.request);
    const [here, next] = [stops[0]!, stops[1]!];
    await standAt(context, at(here));
    await open(page, `/tours/${tour.slug}/${here.slug}`);
    const goOn = page.getByRole("button", { name: "Go To Next Stop" });
    const dialog = nextStopMap(page, next.siteName);

    await goOn.click();
    await expect(dialog.locator("canvas")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(goOn).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${here.slug}$`));

    await goOn.click();
    await dialog.getByRole("button", { name: "Close map" }).click();
    await expect(dialog).toBeHidden();

    await goOn.click();
    const arrived = dialog.getByRole("button", { name: "Arrived" });
    await expect(arrived).toBeVisible();
    for (
      let tab = 0;
      tab < 12 && !(await arrived.evaluate((b) => b === document.activeElement));
      tab++
    )
      await page.keyboard.press("Tab");
    await expect(arrived).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${next.slug}$`));
  });

  test("a refused location shows 'Enable location services'; 'Ok' closes it", async ({ page }) => {
    // No geolocation grant: the browser refuses (code 1).
    const { tour, stops } = await demoTour(page.request);
    const [here, next] = [stops[0]!, stops[1]!];
    const events = await recordEvents(page, (event) =>
      event.category === "Map" ? `${event.action} ${event.label}` : undefined,
    );
    await open(page, `/tours/${tour.slug}/${here.slug}`);
    await page.getByRole("button", { name: "Go To Next Stop" }).click();

    const modal = page.getByRole("dialog", { name: "Enable location services" });
    await expect(modal).toContainText(DENIED_TEXT);
    await modal.getByRole("button", { name: "Ok" }).click();
    await expect(modal).toBeHidden();
    const dialog = nextStopMap(page, next.siteName);
    await expect(dialog.locator("canvas")).toBeVisible();
    await expect(dialog).toContainText("Your location is not shared");
    await expect(dialog.getByRole("button", { name: "Arrived" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
      "href",
      directionsTo(at(next)),
    );
    expect(events).toContain(`LocationDenied ${next.siteName}`);
  });

  test("without WebGL, names the stop and its place, and still goes on", async ({ page }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        if (type.startsWith("webgl")) return null;
        return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof original;
    });
    const { tour, stops } = await demoTour(page.request);
    const [here, next] = [stops[0]!, stops[1]!];
    await open(page, `/tours/${tour.slug}/${here.slug}`);
    await page.getByRole("button", { name: "Go To Next Stop" }).click();
    await page
      .getByRole("dialog", { name: "Enable location services" })
      .getByRole("button")
      .click();

    const dialog = nextStopMap(page, next.siteName);
    await expect(dialog).toContainText("This browser can't draw the map.");
    await expect(dialog).toContainText(
      `${next.siteName} is at ${degrees(at(next).lat)}, ${degrees(at(next).lng)}.`,
    );
    await dialog.getByRole("button", { name: "Arrived" }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${next.slug}$`));
  });
});

test.describe("tour map in the header", () => {
  test("numbers the stops, marks the current one and links each", async ({ page }) => {
    const { tour, stops } = await demoTour(page.request);
    const [current, other] = [stops[1]!, stops[2]!];
    const errors = watchErrors(page);
    const events = await recordEvents(page, (event) =>
      event.category === "Map" ? `${event.action} ${event.label}` : undefined,
    );
    await open(page, `/tours/${tour.slug}/${current.slug}`);

    await page.getByRole("button", { name: "Show the tour map" }).click();
    const dialog = tourMap(page);
    await expect(dialog.locator("canvas")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Stop \d+: / })).toHaveText(
      stops.map((_, i) => String(i + 1)),
    );
    await expect(
      dialog.getByRole("button", { name: `Stop 2: ${current.siteName} (current stop)` }),
    ).toBeVisible();
    await expect(dialog).not.toContainText("Not on the map");

    await dialog.getByRole("button", { name: `Stop 3: ${other.siteName}`, exact: true }).click();
    await expect(dialog.getByText(other.siteName, { exact: true })).toBeVisible();
    const link = dialog.getByRole("link", { name: "Go to this stop" });
    await expect(link).toHaveAttribute("href", `/tours/${tour.slug}/${other.slug}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${other.slug}$`));
    await expect(dialog).toBeHidden();
    expect(events).toContain(`OverviewOpened ${current.siteName}`);
    expect(errors).toEqual([]);
  });

  test("keeps the campaign parameter on its links", async ({ page }) => {
    const { tour, stops } = await demoTour(page.request);
    await open(page, `/tours/${tour.slug}/${stops[0]!.slug}?c=musay`);
    await page.getByRole("button", { name: "Show the tour map" }).click();
    const dialog = tourMap(page);
    await dialog.getByRole("button", { name: new RegExp(`^Stop 2: `) }).click();
    await expect(dialog.getByRole("link", { name: "Go to this stop" })).toHaveAttribute(
      "href",
      `/tours/${tour.slug}/${stops[1]!.slug}?c=musay`,
    );
  });
});

test.describe("a stop whose record has no coordinates", () => {
  let token = "";
  let tourId = "";
  let recordId = "";

  test.beforeAll(async ({ request }, testInfo) => {
    const login = await request.post("/dashboard/api/auth/login", {
      data: { email: "e2e-admin@example.org", password: "e2e-password-123" },
    });
    token = ((await login.json()) as { token: string }).token;
    const headers = { "x-local-token": token };
    const suffix = `${testInfo.project.name}-${Date.now()}`;
    recordId = `e2e-unplaced-stop-${suffix}`;
    tourId = `e2e-map-tour-${suffix}`;
    const { stops } = await demoTour(request);

    const record = await request.post("/dashboard/api/records", {
      headers,
      data: {
        id: recordId,
        slug: recordId,
        Title: "E2E Record Without a Place",
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

    const stop = (slug: string, siteName: string, stopRecordId: string) => ({
      id: `${tourId}-${slug}`,
      slug,
      siteName,
      narrativeText: `<p>${siteName}.</p>`,
      tourId,
      recordId: stopRecordId,
      audio: { path: "" },
      images: [],
      content: [],
    });
    const saved = await request.put(`/dashboard/api/tours/${tourId}/with-stops`, {
      headers,
      data: {
        tour: tourBody({
          id: tourId,
          slug: tourId,
          title: "E2E Tour With an Unplaced Stop",
          categories: [],
        }),
        stops: [
          stop("placed", "E2E Placed Site", stops[0]!.record.id),
          stop("unplaced", "E2E Unplaced Site", recordId),
        ],
      },
    });
    expect(saved.status()).toBe(200);
  });

  test.afterAll(async ({ request }) => {
    const headers = { "x-local-token": token };
    expect((await request.delete(`/dashboard/api/tours/${tourId}`, { headers })).status()).toBe(
      204,
    );
    expect((await request.delete(`/dashboard/api/records/${recordId}`, { headers })).status()).toBe(
      204,
    );
    await request.post("/dashboard/api/auth/logout", { headers });
  });

  test("the next-stop map says 'Incompatible record type' and still goes on", async ({ page }) => {
    await open(page, `/tours/${tourId}/placed`);
    await page.getByRole("button", { name: "Go To Next Stop" }).click();
    const dialog = nextStopMap(page, "E2E Unplaced Site");
    await expect(dialog.getByText("Incompatible record type", { exact: true })).toBeVisible();
    await expect(dialog.locator("canvas")).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: "Enable location services" })).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
      "href",
      NO_DESTINATION,
    );
    await dialog.getByRole("button", { name: "Arrived" }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/${tourId}/unplaced$`));
  });

  test("the tour map lists it under the map", async ({ page }) => {
    await open(page, `/tours/${tourId}/unplaced`);
    await page.getByRole("button", { name: "Show the tour map" }).click();
    const dialog = tourMap(page);
    await expect(dialog.locator("canvas")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Stop \d+: / })).toHaveText(["1"]);
    await expect(dialog).toContainText("Not on the map: 2. E2E Unplaced Site (current stop)");
  });
});

test.describe("accessibility", () => {
  test("both maps, open, have no serious or critical violations", async ({
    browser,
    request,
  }, testInfo) => {
    // Two fresh browser contexts, each drawing a WebGL map in software.
    test.slow();
    const { tour, stops } = await demoTour(request);
    const path = `/tours/${tour.slug}/${stops[0]!.slug}`;
    const nextStop = await seriousAxeViolations(browser, testInfo, path, async (page) => {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByRole("button", { name: "Go To Next Stop" }).click();
      await page
        .getByRole("dialog", { name: "Enable location services" })
        .getByRole("button")
        .click();
      await expect(nextStopMap(page, stops[1]!.siteName).locator("canvas")).toBeVisible();
    });
    expect(nextStop).toEqual([]);
    const overview = await seriousAxeViolations(browser, testInfo, path, async (page) => {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByRole("button", { name: "Show the tour map" }).click();
      await expect(tourMap(page).getByRole("button", { name: /^Stop 1: / })).toBeVisible();
    });
    expect(overview).toEqual([]);
  });
});
