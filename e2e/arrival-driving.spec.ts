/**
 * A driving tour taken in a car, the phone in its holder: the location moves at car speed along
 * streets, a fix every 25–40 m (13–20 m/s, one fix each 2 s), and the page meets the car where a
 * driver stops, in a lot 100 m from the site, or as it drives past a house seen from the road;
 * the stop opens with its narration playing, hands-free, and the screen stays on meanwhile.
 */
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { arrivalBanner as banner, expectBannerDocked } from "./support/arrival.js";
import { driveThrough, fixesAlong, offset } from "./support/drive.js";
import {
  demoTourWhere,
  expectNarrationPlaying,
  type LatLng,
  metresBetween,
  placedTour,
  placeOf,
  shortOf,
  standAt,
  whereLine,
} from "./support/geo.js";
import { open } from "./support/navigation.js";

// A drive replays 40–70 fixes, each taken in by the page before the next: longer than one tap.
test.setTimeout(90_000);

/** Arrival by car reaches this far (a lot across the street), and no farther on a precise fix. */
const CAR_RADIUS_M = 150;

test.beforeEach(async ({ page }) => {
  // Stops after the first need the Terms of Use (SPEC §4); vibrations are counted, not felt, and
  // the screen's wake lock is counted: held while asked for and not released.
  await page.addInitScript(() => {
    window.localStorage.setItem("tos", "true");
    const calls: unknown[] = [];
    const locks = { held: 0, asked: 0 };
    Object.assign(window, { vibrations: calls, locks });
    Object.defineProperty(navigator, "vibrate", {
      configurable: true,
      value: (pattern: unknown) => (calls.push(pattern), true),
    });
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async () => {
          locks.asked += 1;
          locks.held += 1;
          let released = false;
          return {
            type: "screen",
            get released() {
              return released;
            },
            release: async () => {
              if (!released) locks.held -= 1;
              released = true;
            },
            addEventListener() {},
            removeEventListener() {},
          };
        },
      },
    });
  });
});

const vibrations = (page: Page) =>
  page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations.length);
const screenLocks = (page: Page) =>
  page.evaluate(() => (window as unknown as { locks: { held: number; asked: number } }).locks);

/** A driving demo tour (category 'Driving Tours'), in person on its first stop, location granted. */
async function inTheCarAtFirstStop(page: Page, context: BrowserContext) {
  const { tour, stops } = await demoTourWhere(
    page.request,
    ([first, second]) => metresBetween(placeOf(first), placeOf(second)) > 1500,
    "of driving, with a first leg over 1.5 km",
    { driving: true },
  );
  const [here, site] = [placeOf(stops[0]), placeOf(stops[1])];
  await context.grantPermissions(["geolocation"]);
  await standAt(context, here, 8);
  await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
  return { tour, stops, site };
}

/**
 * From `start` toward the site, then south on a street 120 m west of it, into a lot 100 m from
 * it, parked there (the same fix a few times).
 */
function driveToTheLot(start: LatLng, site: LatLng) {
  const street = offset(site, 600, -120);
  const lot = offset(site, -20, -100);
  return {
    lot,
    fixes: [
      ...fixesAlong([start, street], 40),
      ...fixesAlong([street, offset(site, 0, -120), lot], 25),
      lot,
      lot,
      lot,
    ],
  };
}

test("parked in a lot 100 m from the site: a large banner, and one tap plays the stop", async ({
  page,
  context,
}) => {
  const { tour, stops, site } = await inTheCarAtFirstStop(page, context);
  const name = stops[1]!.siteName;
  // How far, and how long a drive, from the start: it changes as the car moves.
  await expect(whereLine(page)).toHaveText(
    new RegExp(`^${name} is .+ away \\(\\d+ min drive\\)\\.$`),
  );
  const lines = new Set<string>();
  // One tap on the page before setting off, as a passenger makes: a page vibrates only after one.
  await page.getByRole("heading", { level: 1 }).click();

  // Off along the way, and 1.5 km north of the site (the phone was in a pocket till then).
  const { lot, fixes } = driveToTheLot(offset(site, 1500, -120), site);
  expect(metresBetween(lot, site)).toBeGreaterThan(95);
  await driveThrough(context, fixes, {
    each: async (fix) => {
      lines.add((await whereLine(page).textContent()) ?? "");
      // Not a block early: nothing while the car is still well outside a car's radius.
      if (metresBetween(fix, site) > CAR_RADIUS_M + 60) await expect(banner(page)).toHaveCount(0);
    },
  });
  expect(lines.size, "the distance line follows the car").toBeGreaterThan(10);
  await expect(banner(page)).toContainText(`You've arrived at ${name}`);
  expect(await vibrations(page)).toBe(1);

  // Read at a glance, tapped in a moving car: larger type, 'Open stop' wide and 64 px tall.
  const title = banner(page).locator(".arrival-banner__title");
  expect(await title.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThan(20);
  const openStop = banner(page).getByRole("button", { name: "Open stop" });
  const box = (await openStop.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(64);
  expect(box.width).toBeGreaterThan(page.viewportSize()!.width / 2);
  await expectBannerDocked(page);

  await openStop.tap();
  await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${stops[1]!.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expectNarrationPlaying(page);
  await expect(banner(page)).toHaveCount(0);
});

test("parked, the large banner stays docked in thumb reach at 320×568, largest text", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.addInitScript(() => window.localStorage.setItem("text-size", "2"));
  const { site } = await inTheCarAtFirstStop(page, context);
  await standAt(context, offset(site, -20, -100), 8);
  await expect(banner(page)).toBeVisible();
  await expectBannerDocked(page);
  const openStop = (await banner(page).getByRole("button", { name: "Open stop" }).boundingBox())!;
  expect(openStop.height).toBeGreaterThanOrEqual(64);
  // At 200 % zoom (195 px) it is the usual banner, which fits there (small-screen-tour.spec.ts).
  await page.setViewportSize({ width: 195, height: 422 });
  const narrow = (await banner(page).boundingBox())!;
  expect(narrow.x + narrow.width).toBeLessThanOrEqual(195);
  for (const part of [banner(page), ...(await banner(page).getByRole("button").all())])
    expect(await part.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
});

test("circling the block after 'Dismiss' brings the banner back neither in nor out of reach", async ({
  page,
  context,
}) => {
  const { stops, site } = await inTheCarAtFirstStop(page, context);
  await page.getByRole("heading", { level: 1 }).click();
  // Already on the street 1 km north of the site (the phone was in a pocket on the way).
  await driveThrough(context, driveToTheLot(offset(site, 1000, -120), site).fixes);
  await banner(page).getByRole("button", { name: "Dismiss" }).tap();
  await expect(banner(page)).toHaveCount(0);

  // Round a block whose far side is 300 m from the site, out of reach and back, looking for a
  // better spot, then once more past the lot.
  const block = [
    offset(site, -20, -100),
    offset(site, -300, -100),
    offset(site, -300, 150),
    offset(site, -20, 150),
    offset(site, -20, -100),
    offset(site, -300, -100),
  ];
  await driveThrough(context, fixesAlong(block, 35), {
    each: () => expect(banner(page)).toHaveCount(0),
  });
  expect(await vibrations(page)).toBe(1);
  await expect(page).toHaveURL(new RegExp(`/${stops[0]!.slug}$`));
});

test("a stop passed by without opening it: its banner goes as the car drives on, the next one comes", async ({
  page,
  context,
}) => {
  const { tour, stops, site } = await inTheCarAtFirstStop(page, context);
  const third = stops[2] && placeOf(stops[2]);
  expect(third, "the driving tour has a third placed stop").toBeTruthy();
  expect(metresBetween(site, third!)).toBeGreaterThan(500);
  await page.getByRole("heading", { level: 1 }).click();
  const { lot, fixes } = driveToTheLot(offset(site, 1000, -120), site);
  await driveThrough(context, fixes);
  await expect(banner(page)).toContainText(`You've arrived at ${stops[1]!.siteName}`);

  // No time for this one: on toward the third stop, its banner left unanswered.
  const onward = fixesAlong([lot, offset(third!, -20, -100)], 40);
  let goneAt = Infinity;
  await driveThrough(context, onward, {
    each: async (fix) => {
      const away = metresBetween(fix, site);
      if ((await banner(page).count()) === 0) goneAt = Math.min(goneAt, away);
      // "You've arrived" a few blocks on would be wrong: gone past twice a car's widest reach.
      if (away > 2 * 200 + 60 && metresBetween(fix, third!) > CAR_RADIUS_M + 60)
        await expect(banner(page)).toHaveCount(0);
    },
  });
  expect(goneAt, "the banner stayed while the car was still by the site").toBeGreaterThan(300);
  await expect(banner(page)).toContainText(`You've arrived at ${stops[2]!.siteName}`);
  await expect(whereLine(page)).toContainText(stops[2]!.siteName);
  await banner(page).getByRole("button", { name: "Open stop" }).tap();
  await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${stops[2]!.slug}$`));
  await expectNarrationPlaying(page);
});

test("hands-free: driving past a house 120 m off the road opens it, narration playing", async ({
  page,
  context,
}) => {
  const { tour, stops, site } = await inTheCarAtFirstStop(page, context);
  const autoOpen = page.getByRole("switch", { name: "Open stops automatically" });
  await autoOpen.tap();
  await expect(autoOpen).toHaveAttribute("aria-checked", "true");
  // The screen stays on while the car drives to the stop: a locked screen would stop the watch.
  await expect.poll(() => screenLocks(page)).toEqual({ held: 1, asked: 1 });

  // A road 120 m south of the site, driven east at 20 m/s by a phone that gave no fix for 15 s
  // as it passed (an underpass, a busy phone): the two fixes either side are each 190 m off.
  const before = offset(site, -120, -150);
  const after = offset(site, -120, 150);
  expect(metresBetween(before, site)).toBeGreaterThan(CAR_RADIUS_M + 30);
  expect(metresBetween(after, site)).toBeGreaterThan(CAR_RADIUS_M + 30);
  const approach = [...fixesAlong([offset(site, -120, -1000), before], 40), after];
  // No tap from here on: the driver keeps their eyes on the road.
  await driveThrough(context, approach);
  await expect(page).toHaveURL(new RegExp(`/tours/${tour.slug}/${stops[1]!.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(stops[1]!.siteName);
  await expectNarrationPlaying(page);
  await expect(banner(page)).toHaveCount(0);
  // Driving on: the stop stays open and the screen on, watching for the next one.
  await driveThrough(context, fixesAlong([after, offset(site, -120, 600)], 40));
  await expect(page).toHaveURL(new RegExp(`/${stops[1]!.slug}$`));
  await expect.poll(() => screenLocks(page)).toMatchObject({ held: 1 });
});

test("on a walking tour the same lot 100 m off is no arrival, and the screen may sleep", async ({
  page,
  context,
}) => {
  const { tour, stops } = await placedTour(page.request);
  const [here, site] = [placeOf(stops[0]), placeOf(stops[1])];
  await context.grantPermissions(["geolocation"]);
  await standAt(context, here, 8);
  await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
  await expect(whereLine(page)).toHaveText(new RegExp(`^${stops[1]!.siteName} is .+ away\\.$`));
  // Walked, or driven, to 100 m short of the stop, and stopped there.
  const short = shortOf(here, site, 100);
  await driveThrough(context, [...fixesAlong([here, short], 25), short, short]);
  await expect(whereLine(page)).toHaveText(`${stops[1]!.siteName} is 330 feet away.`);
  await expect(banner(page)).toHaveCount(0);
  expect(await screenLocks(page)).toEqual({ held: 0, asked: 0 });
});
