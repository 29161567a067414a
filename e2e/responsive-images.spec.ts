/**
 * Photos at the size a phone needs: a stop seen on a 390 px phone at 3× and on a 320 px phone at 2×
 * loads one of the photo's phone-sized copies (never the original), its width and height set so
 * nothing moves when it arrives; the lightbox fetches the widest copy only when it opens.
 */
import { tourBody } from "@tours/shared/testing";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { open } from "./support/navigation.js";
import { ADMIN_API, staffHeaders, staffToken } from "./support/staff.js";

test.describe.configure({ mode: "serial" });

let token = "";
let tourSlug = "";
/** The photo uploaded for these tests (a demo illustration, 1200 × 800 px, uploaded again). */
let photo = "";

test.beforeAll(async ({ request }) => {
  token = await staffToken(request);
  const headers = staffHeaders(token);
  tourSlug = `e2e-responsive-${Date.now()}`;
  const tours = (await (await request.get("/api/tours")).json()) as { id: string; slug: string }[];
  const demo = tours.find((t) => !t.slug.startsWith("e2e-"))!;
  const [stop] = (await (await request.get(`/api/tours/${demo.id}/stops`)).json()) as {
    recordId: string;
    audio: { path: string; transcript: string };
    narrativeText: string;
    images: { path: string }[];
  }[];
  const bytes = await (await request.get(`/media/${stop!.images[0]!.path}`)).body();
  // The copies are made before the upload is answered.
  const uploaded = await request.post(`${ADMIN_API}/media`, {
    headers,
    multipart: { file: { name: "e2e-responsive.jpg", mimeType: "image/jpeg", buffer: bytes } },
  });
  expect(uploaded.status()).toBe(201);
  photo = ((await uploaded.json()) as { path: string }).path;
  const saved = await request.put(`${ADMIN_API}/tours/${tourSlug}/with-stops`, {
    headers,
    data: {
      tour: tourBody({
        id: tourSlug,
        slug: tourSlug,
        title: "E2E Responsive Images Tour",
        categories: [],
      }),
      stops: [
        {
          id: `${tourSlug}-photo`,
          slug: "photo",
          siteName: "E2E Photo Site",
          // A demo stop's narrative: long enough to stay folded under 'View More' (a short one
          // unfolds when the scripts measure it, which moves what follows: not the photo's doing).
          narrativeText: stop!.narrativeText,
          tourId: tourSlug,
          recordId: stop!.recordId,
          // A narration and its transcript, like every demo stop: the player draws as it does there.
          audio: stop!.audio,
          images: [{ path: photo, caption: "E2E responsive photo" }],
          content: [],
        },
      ],
    },
  });
  expect(saved.status()).toBe(200);
});

test.afterAll(async ({ request }) => {
  const headers = staffHeaders(token);
  expect((await request.delete(`${ADMIN_API}/tours/${tourSlug}`, { headers })).status()).toBe(204);
  expect((await request.delete(`${ADMIN_API}/media/${photo}`, { headers })).status()).toBe(204);
});

const stopPath = () => `/tours/${tourSlug}/v/photo`;

/**
 * A phone of that width and pixel ratio. Its photos (not its narration) are held back until
 * `release()`, as on a slow connection, so the page can be measured before and after they arrive.
 */
async function phone(browser: Browser, width: number, pixelRatio: number) {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    deviceScaleFactor: pixelRatio,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const photos: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/media/**", async (route) => {
    if (route.request().resourceType() === "image") {
      photos.push(new URL(route.request().url()).pathname);
      await released;
    }
    await route.continue();
  });
  // Every layout shift, as Lighthouse counts them, with what moved.
  await page.addInitScript(() => {
    const seen: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof seen }).layoutShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Element; previousRect: DOMRect; currentRect: DOMRect }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          ({ node, previousRect: a, currentRect: b }) =>
            `${node?.nodeName}.${node?.className} (${a.x},${a.y},${a.width}x${a.height} -> ${b.x},${b.y},${b.width}x${b.height})`,
        );
        seen.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return { page, photos, release, close: () => context.close() };
}

/** The address of the file the image shows, once it has loaded. */
const shownFile = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) =>
    el.complete && el.naturalWidth > 0 ? new URL(el.currentSrc).pathname : "",
  );

const carouselPhoto = (page: Page) =>
  page.getByRole("region", { name: "Photos of E2E Photo Site" }).locator("img");

for (const { width, pixelRatio, copy } of [
  { width: 390, pixelRatio: 3, copy: 1200 },
  { width: 320, pixelRatio: 2, copy: 640 },
]) {
  test(`a ${width} px phone at ${pixelRatio}× loads the ${copy} px copy, sized, and nothing shifts`, async ({
    browser,
  }) => {
    const { page, photos, release, close } = await phone(browser, width, pixelRatio);
    await page.goto(stopPath(), { waitUntil: "domcontentloaded" });
    const img = carouselPhoto(page);
    await expect(img).toHaveAttribute("width", "1200");
    await expect(img).toHaveAttribute("height", "800");
    const copyPath = `/media/${photo}.w${copy}.avif`;
    await expect.poll(() => photos).toContain(copyPath);
    // The photo is on its way: its box already has the photo's shape, the text its place.
    const text = page.getByRole("heading", { level: 1, name: "E2E Photo Site" });
    const before = { photo: await img.boundingBox(), text: await text.boundingBox() };
    expect(before.photo!.height / before.photo!.width).toBeCloseTo(800 / 1200, 2);

    release();
    await expect.poll(() => shownFile(img)).toBe(copyPath);
    expect(await img.boundingBox()).toEqual(before.photo);
    expect(await text.boundingBox()).toEqual(before.text);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number }[] }).layoutShifts,
    );
    expect(shifts, JSON.stringify(shifts)).toEqual([]);
    // The original is never fetched, nor any other copy.
    expect(photos.filter((path) => path.includes(photo))).toEqual([copyPath]);
    await close();
  });
}

test("the lightbox fetches the widest copy only when it opens", async ({ browser }) => {
  const { page, photos, release, close } = await phone(browser, 390, 1);
  release();
  await open(page, stopPath());
  const small = `/media/${photo}.w640.avif`;
  const widest = `/media/${photo}.w1200.avif`;
  await expect.poll(() => shownFile(carouselPhoto(page))).toBe(small);
  const ours = () => photos.filter((path) => path.includes(photo));
  expect(ours()).toEqual([small]);

  await page.getByRole("button", { name: "Open image 1 of 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Photos of E2E Photo Site" });
  await expect.poll(() => shownFile(dialog.locator("img"))).toBe(widest);
  // Which copies were asked for, each once. The same copy can go out twice here: routing turns the
  // browser's cache off, and React sets the image's address again when it attaches a dialog it
  // rendered a moment before (a phone's cache answers that second time; the copy is immutable).
  expect([...new Set(ours())]).toEqual([small, widest]);
  await close();
});
