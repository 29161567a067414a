/**
 * A stop's parts: its photos (carousel, lightbox, none), its accordions (Tour Stops, Full Record
 * and Citation, Other Tours for Site), and in person the way to the next stop (SPEC §2, §4 image
 * carousel, §5).
 */
import { tourBody } from "@tours/shared/testing";
import { expect, test } from "@playwright/test";
import { open } from "./support/navigation.js";
import {
  acceptTerms,
  accordion,
  ADMIN,
  demoTour,
  heading,
  nextStopButton,
  openAccordion,
} from "./support/tour-page.js";
import { apiStops, apiTours } from "./support/demo-api.js";
import { createRecord } from "./support/admin-records.js";

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

    await createRecord(request, token, {
      id: recordId,
      slug: recordId,
      Title: "E2E Record Without Photos",
      Type: "Document",
    });

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
        tour: tourBody({
          id: tourSlug,
          slug: tourSlug,
          title: "E2E Tour of Photos",
          categories: [],
        }),
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
