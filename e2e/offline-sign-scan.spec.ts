/**
 * A QR code sign scanned with no signal, at a stop of a tour saved for offline use: the sign's
 * address opens the saved welcome page and 'Hear the Story' plays the saved narration. The scan
 * is counted once when the phone is back online, dated when it was made (read back through the
 * staff API).
 */
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { acceptTerms, expectNarrationPlaying, narratedTour } from "./support/narration.js";
import { saveTourThenGoOffline } from "./support/offline.js";
import { ADMIN_API, staffHeaders, staffToken } from "./support/staff.js";
import { escapeRegExp } from "./support/tour-page.js";

const CODES = `${ADMIN_API}/v2/codes`;

// A whole tour is saved: its pages are rendered and its files fetched, on a machine Chromium shares.
test.setTimeout(180_000);
test.use({ viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true });

/** A new sign (so no scan of it from this address is recent) leading to `redirectUrl`. */
async function newSign(request: APIRequestContext, token: string, redirectUrl: string) {
  const id = `sign-${randomUUID()}`;
  const made = await request.post(CODES, {
    headers: staffHeaders(token),
    data: {
      id,
      redirectUrl,
      locationName: "Test sign",
      locationDescription: "By the door",
      codeLabelName: `QR-${id}`,
    },
  });
  expect(made.status()).toBe(201);
  return id;
}

async function signOf(request: APIRequestContext, token: string, id: string) {
  const codes = (await (await request.get(CODES, { headers: staffHeaders(token) })).json()) as {
    id: string;
    scansLast30Days: number;
    lastScanAt: string | null;
  }[];
  return codes.find((code) => code.id === id);
}

const scansOf = async (request: APIRequestContext, token: string, id: string) =>
  (await signOf(request, token, id))?.scansLast30Days;

test("a sign scanned offline opens the saved welcome page, plays the story, and counts once back online, dated when scanned", async ({
  context,
  request,
}) => {
  const token = await staffToken(request);
  const { tour, stops } = await narratedTour(request);
  const stop = stops[0]!;
  const welcome = `/landing/walking-tours/${stop.record.slug}`;
  // Made before saving: the saved copy keeps the signs that lead to its pages.
  const sign = await newSign(request, token, `${welcome}?c=sign`);
  try {
    await saveTourThenGoOffline(context, tour.slug);

    const page = await context.newPage();
    await acceptTerms(page);
    await page.goto(`/q/${sign}`);
    await expect(page).toHaveURL(`${welcome}?c=sign`);
    const story = page.getByRole("link", {
      name: new RegExp(`^Hear the Story( on ${escapeRegExp(tour.title)})?$`),
    });
    await story.tap();
    await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
    expect(await scansOf(request, token, sign)).toBe(0);

    const backOnlineAt = Date.now();
    await context.setOffline(false);
    await expect.poll(() => scansOf(request, token, sign), { timeout: 15_000 }).toBe(1);
    // Dated when the sign was scanned, not when the count arrived.
    const { lastScanAt } = (await signOf(request, token, sign))!;
    expect(Date.parse(lastScanAt!)).toBeLessThan(backOnlineAt);
    // Sent once: a page opened later asks its worker to send what is queued, and nothing is.
    const later = await context.newPage();
    await later.goto("/faq");
    await later.waitForTimeout(2_000);
    expect(await scansOf(request, token, sign)).toBe(1);
  } finally {
    await request.delete(`${CODES}/${sign}`, { headers: staffHeaders(token) });
  }
});
