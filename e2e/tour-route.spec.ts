/**
 * The public tour maps, on a phone: the route with the leg to the next stop,
 * you-are-here with its accuracy circle, distance and driving time updating as the visitor moves,
 * popups and controls inside the screen at 320, 390 and 430 px, and a stop without coordinates framed
 * with its address and directions.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import type { ApiRecord } from "./support/demo-api.js";
import { open } from "./support/navigation.js";
import { createRouteTour, deleteTour, lngLat, placedRecords } from "./support/route-tour.js";
import { recordBody } from "@tours/shared/testing";
import { ADMIN_API, staffHeaders, staffToken } from "./support/staff.js";

const created: string[] = [];
const nextStopMap = (page: Page) => page.getByRole("dialog", { name: /^Next stop: / });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem("tos", "true"));
});

test.afterAll(async ({ request }) => {
  for (const id of created) await deleteTour(request, id);
});

const pair = (r: ApiRecord): [number, number] => [r.Coordinates!.lng, r.Coordinates!.lat];
const mid = (a: [number, number], b: [number, number], bend: number): [number, number] => [
  (a[0] + b[0]) / 2 + bend,
  (a[1] + b[1]) / 2 - bend,
];

test("the next-stop map follows the route, shows the visitor and updates distance and time", async ({
  page,
  context,
  request,
}, testInfo) => {
  const records = await placedRecords(request, 3);
  const [a, b, c] = records.map(pair) as [[number, number], [number, number], [number, number]];
  const bendAB = mid(a, b, 0.002);
  const route: [number, number][] = [a, bendAB, b, c];
  const tour = await createRouteTour(
    request,
    `drive-${testInfo.project.name}-${Date.now()}`,
    records,
    {
      route,
      categories: ["Driving Tours"],
    },
  );
  created.push(tour.id);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: a[1], longitude: a[0], accuracy: 40 });

  await open(page, `/tours/${tour.slug}/${tour.stops[0]!.slug}`);
  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  const dialog = nextStopMap(page);
  const map = dialog.locator(".map-dialog__map");
  await expect(dialog.getByRole("img", { name: "You are here" })).toBeVisible();
  await expect(map).toHaveAttribute("data-path", route.map(lngLat).join(" "));
  // The leg from stop 1 to stop 2 goes round the bend drawn between them.
  await expect(map).toHaveAttribute("data-leg", [a, bendAB, b].map(lngLat).join(" "));
  await expect(map).toHaveAttribute("data-accuracy", "40");
  await expect(map).toHaveAttribute("data-drawn", /tour-path/);
  await expect(map).toHaveAttribute("data-drawn", /tour-leg/);
  await expect(map).toHaveAttribute("data-drawn", /you-accuracy/);

  const note = dialog.locator(".map-dialog__note");
  await expect(note).toHaveText(/^About .+ along the route: \d+ min drive\.$/);
  const first = await note.textContent();
  // The visitor drives on to the bend: less to go.
  await context.setGeolocation({ latitude: bendAB[1], longitude: bendAB[0], accuracy: 15 });
  await expect(map).toHaveAttribute("data-accuracy", "15");
  await expect(note).not.toHaveText(first!);
  const miles = (text: string | null) => {
    const [, value, unit] = /About ([\d.]+) (feet|miles?)/.exec(text ?? "")!;
    return unit === "feet" ? Number(value) / 5280 : Number(value);
  };
  expect(miles(await note.textContent())).toBeLessThan(miles(first));

  // 'Get Directions' still hands off to the phone's maps app.
  const directions = dialog.getByRole("link", { name: "Get Directions" });
  await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\//);
  expect(await axeViolationsHere(page)).toEqual([]);

  // The tour map shows the visitor too, since location is granted.
  await dialog.getByRole("button", { name: "Close map" }).click();
  await page.getByRole("button", { name: "Show the tour map" }).click();
  const overview = page.getByRole("dialog", { name: "Tour map" });
  await expect(overview.getByRole("img", { name: "You are here" })).toBeVisible();
  await expect(overview.locator(".map-dialog__map")).toHaveAttribute("data-accuracy", "15");
  await expect(overview.locator(".map-dialog__map")).toHaveAttribute(
    "data-leg",
    [a, bendAB, b].map(lngLat).join(" "),
  );
});

/** Every element `within` finds lies wholly on the screen. */
async function insideViewport(page: Page, within: Locator) {
  const width = page.viewportSize()!.width;
  const height = page.viewportSize()!.height;
  const boxes = await within.evaluateAll((nodes) =>
    nodes.map((n) => {
      const r = n.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(height);
  }
}

/** The first demo tour whose stops are all placed. */
async function demoTour(request: APIRequestContext) {
  const tours = (await (await request.get("/api/tours")).json()) as {
    id: string;
    slug: string;
    stopIds: string[];
  }[];
  for (const tour of tours) {
    if (tour.stopIds.length < 3) continue;
    const stops = (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as {
      slug: string;
      siteName: string;
      record: ApiRecord;
    }[];
    if (stops.every((s) => s.record.Coordinates)) return { tour, stops };
  }
  throw new Error("No demo tour with every stop placed");
}

test("the next-stop map, made once, opens again on the next leg with its own card and dot", async ({
  page,
  context,
  request,
}) => {
  const { tour, stops } = await demoTour(request);
  const [first, second, third] = stops;
  await context.grantPermissions(["geolocation"]);
  const { lat, lng } = first!.record.Coordinates!;
  await context.setGeolocation({ latitude: lat, longitude: lng, accuracy: 20 });
  await open(page, `/tours/${tour.slug}/${first!.slug}`);
  const dialog = nextStopMap(page);
  const card = dialog.locator(".next-stop-card .maplibregl-popup-content");

  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  await expect(card).toHaveText(new RegExp(`^${second!.siteName}`));
  await expect(dialog.locator(".map-dialog__map[data-drawn]")).toBeAttached();
  const canvas = await dialog.locator("canvas").elementHandle();
  await card.getByRole("button", { name: "Arrived" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.siteName);

  // The tour moved on in the same page: the same map opens for the next leg.
  const { lat: lat2, lng: lng2 } = second!.record.Coordinates!;
  await context.setGeolocation({ latitude: lat2, longitude: lng2, accuracy: 20 });
  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  await expect(card).toHaveCount(1);
  await expect(card).toHaveText(new RegExp(`^${third!.siteName}`));
  await expect(dialog.getByRole("img", { name: "You are here" })).toHaveCount(1);
  await expect(dialog.locator(".map-dialog__map[data-drawn]")).toBeAttached();
  expect(await canvas!.evaluate((node) => node.closest("dialog[open]") !== null)).toBe(true);
  await insideViewport(page, card);
  expect(await axeViolationsHere(page)).toEqual([]);

  // Closed, the map waits off screen, out of sight and out of reach.
  await dialog.getByRole("button", { name: "Close map" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("img", { name: "You are here" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Arrived" })).toHaveCount(0);
});

for (const width of [320, 390, 430]) {
  test(`every popup and map control lies inside a ${width} px screen`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 740 });
    const { tour, stops } = await demoTour(request);
    await context.grantPermissions(["geolocation"]);
    for (const [i, here] of stops.slice(0, -1).entries()) {
      const { lat, lng } = here.record.Coordinates!;
      await context.setGeolocation({ latitude: lat, longitude: lng, accuracy: 20 });
      await open(page, `/tours/${tour.slug}/${here.slug}`);
      await page.getByRole("button", { name: "Go To Next Stop" }).click();
      const dialog = nextStopMap(page);
      await expect(dialog.getByRole("img", { name: "You are here" })).toBeVisible();
      const card = dialog.locator(".next-stop-card .maplibregl-popup-content");
      await expect(card).toContainText(stops[i + 1]!.siteName);
      // The fitted camera settles first.
      await expect(dialog.locator(".map-dialog__map[data-drawn]")).toBeAttached();
      await insideViewport(page, card);
      await insideViewport(page, dialog.locator(".maplibregl-ctrl"));
      await dialog.getByRole("button", { name: "Close map" }).click();
    }

    await page.getByRole("button", { name: "Show the tour map" }).click();
    const overview = page.getByRole("dialog", { name: "Tour map" });
    await expect(overview.locator(".map-dialog__map[data-drawn]")).toBeAttached();
    for (const [i, stop] of stops.entries()) {
      await overview
        .getByRole("button", { name: new RegExp(`^Stop ${i + 1}: `) })
        .dispatchEvent("click");
      const popup = page.locator(".stop-popup .maplibregl-popup-content");
      await expect(popup).toContainText(stop.siteName);
      await expect(popup.getByRole("link", { name: "Go to this stop" })).toBeVisible();
      await insideViewport(page, popup);
    }
    await insideViewport(page, overview.locator(".maplibregl-ctrl"));
    expect(await axeViolationsHere(page)).toEqual([]);
  });
}

test("a stop without coordinates keeps 'Incompatible record type', with its address and directions", async ({
  page,
  request,
}, testInfo) => {
  const token = await staffToken(request);
  const key = `${testInfo.project.name}-${Date.now()}`;
  const id = `e2e-no-place-${key}`;
  const address = "600 Dr. Martin L. King Jr. Blvd, Nashville, TN";
  const res = await request.post(`${ADMIN_API}/records`, {
    headers: staffHeaders(token),
    data: recordBody({
      id,
      slug: id,
      Title: "E2E Record With Only an Address",
      Address: address,
      Coordinates: null,
      // No keyword: the site's keyword list stays as the other specs expect it.
      Keyword: [],
      images: [],
    }),
  });
  expect(res.status()).toBe(201);
  const [placed] = await placedRecords(request, 1);
  const tour = await createRouteTour(request, `noplace-${key}`, [
    placed!,
    { id, Title: "E2E Record With Only an Address" },
  ]);
  created.push(tour.id);

  await open(page, `/tours/${tour.slug}/${tour.stops[0]!.slug}`);
  await page.getByRole("button", { name: "Go To Next Stop" }).click();
  const dialog = nextStopMap(page);
  await expect(dialog.getByText("Incompatible record type", { exact: true })).toBeVisible();
  await expect(dialog.locator("address")).toHaveText(address);
  await expect(dialog.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&${new URLSearchParams({ destination: address })}`,
  );
  await expect(dialog.getByRole("button", { name: "Arrived" })).toBeVisible();
  expect(await axeViolationsHere(page)).toEqual([]);
});
