/**
 * The self-hosted streets basemap: the e2e server runs with MAP_PMTILES set to the
 * generated fixture (scripts/map/make-fixture.ts), so the maps draw downtown's named streets and
 * a point of interest's icon from the app's own archive, read by byte range, with the app's own
 * glyphs and sprite and nothing from elsewhere.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { open } from "./support/navigation.js";

const TOUR = "downtown-civil-rights-and-sit-ins";
/** Every street the fixture names (scripts/map/fixture-streets.ts). */
const FIXTURE_STREETS = [
  "Broadway",
  "Church Street",
  "Charlotte Avenue",
  "5th Avenue North",
  "4th Avenue North",
  "Deaderick Street",
  "Commerce Street",
];

/** What the spec uses of a MapLibre map registered by web/app/features/map/test-map-registry.client.ts. */
interface RegisteredMap {
  getContainer(): HTMLElement;
  isStyleLoaded(): boolean;
  queryRenderedFeatures(options: { layers: string[] }): { properties: Record<string, unknown> }[];
}

declare global {
  interface Window {
    __maplibreMaps?: RegisteredMap[];
    /** Sprite images a style asked for and did not find (styleimagemissing). */
    __maplibreMissingImages?: string[];
  }
}

interface ApiStop {
  slug: string;
  siteName: string;
  record: { Coordinates: { lat: number; lng: number } | null };
}

async function firstTwoStops(page: Page) {
  const tours = (await (await page.request.get("/api/tours")).json()) as {
    id: string;
    slug: string;
  }[];
  const tour = tours.find((t) => t.slug === TOUR);
  if (!tour) throw new Error(`The demo content has no ${TOUR} tour`);
  const stops = (await (await page.request.get(`/api/tours/${tour.id}/stops`)).json()) as ApiStop[];
  const [here, next] = stops;
  if (!here?.record.Coordinates || !next) throw new Error("Expected two stops, the first placed");
  return { here: { ...here, at: here.record.Coordinates }, next };
}

/** A property of the features of `layers` MapLibre has placed on screen, not merely loaded. */
function rendered(dialog: Locator, layers: string[], property: string): Promise<string[]> {
  return dialog.evaluate(
    (element, [layers, property]) => {
      const map = window.__maplibreMaps?.find((m) => element.contains(m.getContainer()));
      if (!map?.isStyleLoaded()) return [];
      const features = map.queryRenderedFeatures({ layers });
      return [...new Set(features.map((feature) => String(feature.properties[property])))].sort();
    },
    [layers, property] as const,
  );
}

/** Street names drawn as labels. */
const renderedStreetNames = (dialog: Locator) =>
  rendered(dialog, ["roads_labels_major", "roads_labels_minor"], "name");

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem("tos", "true");
    // Opt in to test-map-registry.client.ts: the maps register themselves here once loaded.
    window.__maplibreMaps = [];
    window.__maplibreMissingImages = [];
  });
});

test("the next-stop map draws named streets from the app's own basemap", async ({
  page,
  context,
  baseURL,
}) => {
  const { here, next } = await firstTwoStops(page);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: here.at.lat, longitude: here.at.lng });
  const origin = new URL(baseURL ?? "").origin;
  const elsewhere: string[] = [];
  const archive: { status: number; range: string | undefined }[] = [];
  const glyphs: number[] = [];
  const sprite: { path: string; status: number }[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)) elsewhere.push(url);
  });
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (url.pathname === "/map/basemap.pmtiles") {
      const range = await response.request().headerValue("range");
      archive.push({ status: response.status(), range: range ?? undefined });
    }
    if (url.pathname.startsWith("/map/fonts/")) glyphs.push(response.status());
    if (url.pathname.startsWith("/map/sprites/")) {
      sprite.push({ path: url.pathname, status: response.status() });
    }
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));

  await open(page, `/tours/${TOUR}/${here.slug}`);
  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  const dialog = page.getByRole("dialog", { name: `Next stop: ${next.siteName}` });
  await expect(dialog.locator("canvas")).toBeVisible();

  await expect
    .poll(() => renderedStreetNames(dialog), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(["Church Street"]));
  const names = await renderedStreetNames(dialog);
  expect(names.every((name) => FIXTURE_STREETS.includes(name))).toBe(true);
  // The fixture's one point of interest, the library, drawn with its icon from the app's sprite.
  await expect.poll(() => rendered(dialog, ["pois"], "kind")).toEqual(["library"]);
  expect(await page.evaluate(() => window.__maplibreMissingImages)).toEqual([]);
  expect(sprite.map((file) => file.path)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/map\/sprites\/light(@2x)?\.json$/)]),
  );
  expect(sprite.every((file) => file.status === 200)).toBe(true);

  // The archive is read by byte range only, and every range is answered with partial content.
  expect(archive.length).toBeGreaterThan(1);
  for (const read of archive) {
    expect(read.range).toMatch(/^bytes=\d+-\d+$/);
    expect(read.status).toBe(206);
  }
  expect(glyphs.length).toBeGreaterThan(0);
  expect(glyphs.every((status) => status === 200)).toBe(true);
  expect(elsewhere).toEqual([]);
  expect(errors).toEqual([]);
  expect(await axeViolationsHere(page)).toEqual([]);
});

test("the home map shows downtown's streets and credits OpenStreetMap", async ({ page }) => {
  await open(page, "/");
  const region = page.getByRole("region", { name: "Map of tour starting points" });
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator("canvas")).toBeVisible();
  // At the SPEC's home zoom (12) only major streets are labelled.
  await expect
    .poll(() => renderedStreetNames(region), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(["Broadway"]));
  await expect(region.getByRole("link", { name: "OpenStreetMap" })).toBeAttached();
  expect(await page.evaluate(() => window.__maplibreMissingImages)).toEqual([]);
});
