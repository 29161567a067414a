/**
 * WCAG 1.4.11 and 2.4.11: the focus ring reaches 3:1 against the background it sits
 * on (the page, the header, the dark donate band and footer, cards), and a focused control is
 * never hidden under the sticky header.
 */
import { expect, type Locator, test } from "@playwright/test";
import { open } from "./support/navigation.js";

/** The ring's colour and the colour behind it: the nearest opaque background of an ancestor. */
function ringAndBackground(element: Element) {
  const style = getComputedStyle(element);
  let node: Element | null = element.parentElement;
  let background = "rgb(255, 255, 255)";
  while (node) {
    const color = getComputedStyle(node).backgroundColor;
    if (color !== "rgba(0, 0, 0, 0)" && color !== "transparent") {
      background = color;
      break;
    }
    node = node.parentElement;
  }
  return { ring: style.outlineColor, ringStyle: style.outlineStyle, background };
}

const channels = (rgb: string) => (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = channels(rgb).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** `ringOn`: the element that draws the ring when it is not the control (a whole tour card). */
async function expectRingContrast(control: Locator, where: string, ringOn: Locator = control) {
  await control.focus();
  await expect(control).toBeFocused();
  expect(await control.evaluate((el) => el.matches(":focus-visible")), where).toBe(true);
  const { ring, ringStyle, background } = await ringOn.evaluate(ringAndBackground);
  expect(ringStyle, where).not.toBe("none");
  expect(contrast(ring, background), `${where}: ${ring} on ${background}`).toBeGreaterThanOrEqual(
    3,
  );
}

test("the focus ring stands out 3:1 on every background it can sit on", async ({ page }) => {
  await open(page, "/tours");
  await expectRingContrast(page.locator(".donate-band a").first(), "donate band");
  await expectRingContrast(page.locator("header").getByRole("button").first(), "header");
  await expectRingContrast(
    page.locator(".tour-card__link").first(),
    "tour card",
    page.locator(".tour-card").first(),
  );
  await expectRingContrast(page.locator(".site-footer a").first(), "footer");
  await expectRingContrast(page.locator(".site-footer a").last(), "footer, last link");
  await open(page, "/faq");
  await expectRingContrast(page.locator("#main summary").first(), "FAQ question");
});

test("a control focused near the top of the page is not hidden under the sticky header", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await open(page, "/faq");
  const summaries = page.locator("#main summary");
  const count = await summaries.count();
  // Scroll well past the first questions, then move focus back up to one of them, as Shift+Tab does.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const target = summaries.nth(Math.min(1, count - 1));
  await target.focus();
  const header = await page.locator("header.site-header").boundingBox();
  const box = await target.boundingBox();
  expect(header && box).toBeTruthy();
  if (!header || !box) return;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test("a stop opened directly, the terms accepted before, draws no ring: focus stays put", async ({
  page,
  request,
}) => {
  const tours = (await (await request.get("/api/tours")).json()) as { id: string; slug: string }[];
  const tour = tours.find((t) => !t.slug.startsWith("e2e-"))!;
  const stops = (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as {
    slug: string;
  }[];
  await page.addInitScript(() => localStorage.setItem("tos", "true"));
  // A later stop: the one the terms would have hidden, had they not been accepted.
  await open(page, `/tours/${tour.slug}/${stops[1]!.slug}`);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");
  await expect(page.locator("dialog.terms-modal")).not.toHaveAttribute("open");
});
