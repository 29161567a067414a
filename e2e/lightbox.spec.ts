/**
 * The stop's photo lightbox: opaque, its caption legible on a solid panel, swipeable
 * left and right with a finger, arrows and Escape still working, focus kept inside and given back.
 */
import { tourBody } from "@tours/shared/testing";
import { type CDPSession, expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { open } from "./support/navigation.js";
import { ADMIN_API, staffHeaders, staffToken } from "./support/staff.js";

test.describe.configure({ mode: "serial" });

const captions = ["E2E lightbox one", "E2E lightbox two", "E2E lightbox three"];
let token = "";
let tourSlug = "";

test.beforeAll(async ({ request }, testInfo) => {
  token = await staffToken(request);
  const headers = staffHeaders(token);
  tourSlug = `e2e-lightbox-${testInfo.project.name}-${Date.now()}`;
  const tours = (await (await request.get("/api/tours")).json()) as { id: string; slug: string }[];
  const demo = tours.find((t) => !t.slug.startsWith("e2e-"))!;
  const demoStops = (await (await request.get(`/api/tours/${demo.id}/stops`)).json()) as {
    recordId: string;
    images: { path: string }[];
  }[];
  const photos = demoStops
    .slice(0, 3)
    .map((s, i) => ({ path: s.images[0]!.path, caption: captions[i]! }));
  const saved = await request.put(`${ADMIN_API}/tours/${tourSlug}/with-stops`, {
    headers,
    data: {
      tour: tourBody({ id: tourSlug, slug: tourSlug, title: "E2E Lightbox Tour", categories: [] }),
      stops: [
        {
          id: `${tourSlug}-gallery`,
          slug: "gallery",
          siteName: "E2E Lightbox Site",
          narrativeText: "<p>A narrative that must not show through the lightbox.</p>",
          tourId: tourSlug,
          recordId: demoStops[0]!.recordId,
          audio: { path: "" },
          images: photos,
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
});

/** A one-finger horizontal swipe across the element, as the phone's touch screen sends it. */
async function swipe(cdp: CDPSession, target: Locator, direction: "left" | "right") {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === "left"
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 6; step++) {
    const x = from + ((to - from) * step) / 6;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** WCAG contrast ratio of two computed rgb() colours. */
async function captionContrast(page: Page, caption: Locator): Promise<number> {
  return caption.evaluate((el) => {
    const style = getComputedStyle(el);
    const lum = (css: string) => {
      const [r, g, b] = css
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number)
        .map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [a, b] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
}

test("the lightbox is opaque, its caption legible, and a swipe moves between photos", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "Touch swipes: the phone project (hasTouch) runs it");
  await open(page, `/tours/${tourSlug}/v/gallery`);
  const carousel = page.getByRole("region", { name: "Photos of E2E Lightbox Site" });
  const opener = carousel.getByRole("button", { name: "Open image 1 of 3" });
  await opener.click();
  const lightbox = page.getByRole("dialog", { name: "Photos of E2E Lightbox Site" });
  await expect(lightbox).toContainText(`1 of 3 - ${captions[0]}`);

  // Opaque: the dialog paints a solid colour over the whole screen, so no narrative shows through.
  const background = await lightbox.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  const box = (await lightbox.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width).toBeGreaterThanOrEqual(viewport.width);
  expect(box.height).toBeGreaterThanOrEqual(viewport.height);
  const caption = lightbox.locator("figcaption");
  expect(await captionContrast(page, caption)).toBeGreaterThanOrEqual(7);
  const captionBackground = await caption.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(captionBackground).toMatch(/^rgb\(\d+, \d+, \d+\)$/);

  const cdp = await page.context().newCDPSession(page);
  const photo = lightbox.locator("figure img");
  await swipe(cdp, photo, "left");
  await expect(lightbox).toContainText(`2 of 3 - ${captions[1]}`);
  await swipe(cdp, photo, "left");
  await expect(lightbox).toContainText(`3 of 3 - ${captions[2]}`);
  await swipe(cdp, photo, "right");
  await expect(lightbox).toContainText(`2 of 3 - ${captions[1]}`);
  await expect(lightbox).toBeVisible();

  expect(await axeViolationsHere(page)).toEqual([]);
});

test("arrows, Escape and the keyboard still work; focus stays inside and comes back", async ({
  page,
}) => {
  await open(page, `/tours/${tourSlug}/v/gallery`);
  const carousel = page.getByRole("region", { name: "Photos of E2E Lightbox Site" });
  await carousel.getByRole("button", { name: "Open image 1 of 3" }).click();
  const lightbox = page.getByRole("dialog", { name: "Photos of E2E Lightbox Site" });
  await lightbox.getByRole("button", { name: "Previous image" }).click();
  await expect(lightbox).toContainText(`3 of 3 - ${captions[2]}`);
  await page.keyboard.press("ArrowRight");
  await expect(lightbox).toContainText(`1 of 3 - ${captions[0]}`);

  for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    const inside = await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")));
    expect(inside).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(carousel.getByRole("button", { name: "Open image 1 of 3" })).toBeFocused();
});

test("a photo tapped while the lightbox's code cannot arrive keeps the stop and says so", async ({
  page,
  context,
}) => {
  await open(page, `/tours/${tourSlug}/v/gallery`);
  const carousel = page.getByRole("region", { name: "Photos of E2E Lightbox Site" });
  const opener = carousel.getByRole("button", { name: "Open image 1 of 3" });

  await context.setOffline(true);
  await opener.click();
  await expect(carousel).toContainText(
    "The enlarged photo could not be opened. Check your connection and try again.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText("E2E Lightbox Site");
  await expect(page.getByText("A narrative that must not show")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Back online, the next tap opens it.
  await context.setOffline(false);
  await opener.click();
  await expect(page.getByRole("dialog", { name: "Photos of E2E Lightbox Site" })).toBeVisible();
  await expect(carousel).not.toContainText("could not be opened");
});
