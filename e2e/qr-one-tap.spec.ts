/**
 * QR scan to story in one tap: the welcome page's first button, 'Hear the Story', plays
 * this place's story (one tap, plus 'I Accept' the first time on a stop that is not a tour's
 * first, asked right there on the welcome page); a record on several tours has one such button
 * per tour, so the pick is the tap that plays.
 * Back-to-start skips its question when the scanned record is the tour's first stop.
 */
import { expect, type Page, test } from "@playwright/test";
import { axeViolations, axeViolationsHere } from "./support/axe.js";
import { open } from "./support/navigation.js";
import { audioState, expectNarrationPlaying } from "./support/narration.js";
import {
  acceptButton,
  pick,
  stopUrl,
  storyButton,
  tapStoryToTerms,
  termsModal,
  toursOf,
} from "./support/placements.js";

test("the welcome page is served with 'Hear the Story' first, a link to the stop", async ({
  request,
}) => {
  const single = await pick(request, (p) => toursOf(p) === 1);
  const html = await (await request.get(`/landing/walking-tours/${single.record.slug}`)).text();
  const actions = html.slice(html.indexOf('class="landing__actions'));
  // Before the scripts have run (and without them) it leads to the story; 'More Info' waits.
  const story = actions.match(/^[^<]*"><a [^>]*>Hear the Story<\/a>/)?.[0];
  expect(story).toContain(` href="${stopUrl(single)}"`);
  expect(actions).toMatch(/disabled=""[^>]*>Loading<\/button>/);
  expect(actions).toContain(`href="/records/${single.record.slug}"`);
});

/** The Terms of Use modal fits the screen, and 'I Accept' is a full-size tap target. */
async function expectTermsFit(page: Page, width: number) {
  const box = (await termsModal(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const accept = (await acceptButton(page).boundingBox())!;
  expect(accept.height).toBeGreaterThanOrEqual(44);
  expect(accept.x + accept.width).toBeLessThanOrEqual(width);
}

for (const width of [320, 360, 390]) {
  test(`a record on one tour at ${width} px: the terms on the welcome page, 'I Accept' plays the stop`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const single = await pick(page.request, (p) => toursOf(p) === 1 && p.index > 0);
    const stop = single.stops[single.index]!;
    const welcome = `/landing/walking-tours/${single.record.slug}`;
    await open(page, welcome);
    await expect(page.locator(".landing__actions > *").first()).toHaveText("Hear the Story");

    // Closing the terms changes nothing: same page, focus back on the button, no sound.
    await storyButton(page).click();
    await expect(termsModal(page)).toBeVisible();
    await expectTermsFit(page, width);
    await termsModal(page).getByRole("button", { name: "Close" }).click();
    await expect(termsModal(page)).toBeHidden();
    await expect(storyButton(page)).toBeFocused();
    await expect(page).toHaveURL(welcome);
    expect(await audioState(page)).toMatchObject({ paused: true, src: "" });

    // Asked again: the narration loads while the terms are read, and waits for 'I Accept'.
    await tapStoryToTerms(page, stop.audio.path);
    await acceptButton(page).click();
    await expect(page).toHaveURL(stopUrl(single));
    await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
    // The stop asks nothing more: the flag is the one its own modal stores.
    await expect(termsModal(page)).toBeHidden();
    await expect(page.getByText("Please accept the Terms of Use")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("tos"))).toBe("true");
  });
}

test("a record on one tour: 'I Accept' plays before the stop has loaded; next time one tap", async ({
  page,
}) => {
  const single = await pick(page.request, (p) => toursOf(p) === 1 && p.index > 0);
  const stop = single.stops[single.index]!;
  const welcome = `/landing/walking-tours/${single.record.slug}`;
  // The stop's data held back 3 s: the sound must not wait for it. On the context, so the hold
  // also applies once the service worker fetches the data for the page.
  await page.context().route("**/*.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await open(page, welcome);
  await storyButton(page).click();
  await acceptButton(page).click();
  await expectSoundOnWelcome(page, welcome);
  await expect(page).toHaveURL(stopUrl(single));
  await expectNarrationPlaying(page, stop.siteName, stop.audio.path);

  // Back another day: the terms are remembered, so one tap, and the tap itself starts the story.
  await open(page, welcome);
  await storyButton(page).click();
  await expectSoundOnWelcome(page, welcome);
  await expect(termsModal(page)).toBeHidden();
  await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
});

/** Playing within 2 s of the tap, while the page is still the welcome page. */
async function expectSoundOnWelcome(page: Page, welcome: string) {
  await expect
    .poll(async () => (await audioState(page)).paused, { timeout: 2_000, intervals: [50] })
    .toBe(false);
  await expect(page).toHaveURL(welcome);
}

for (const width of [320, 390]) {
  test(`a record on several tours at ${width} px: one button per tour, the tap plays its stop`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const several = await pick(page.request, (p) => toursOf(p) > 1 && p.index > 0);
    const stop = several.stops[several.index]!;
    const welcome = `/landing/walking-tours/${several.record.slug}`;
    await open(page, welcome);
    const choice = page.getByRole("group", { name: /^Hear the Story on one of its \d tours/ });
    const buttons = choice.getByRole("link");
    await expect(buttons).toHaveCount(toursOf(several));
    // The tours by title, each button inside the screen and a full-size tap target.
    const names = await buttons.allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await expect(page.locator(".landing__actions > *").first()).toHaveAttribute("role", "group");

    // A later stop of that tour: the terms are asked right here; Escape goes back to the button.
    const button = page.getByRole("link", { name: `Hear the Story on ${several.tour.title}` });
    await button.click();
    await expect(termsModal(page)).toBeVisible();
    await expect(page).toHaveURL(welcome);
    expect(await axeViolationsHere(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await button.click();
    await acceptButton(page).click();
    await expect(page).toHaveURL(stopUrl(several));
    await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
    await expect(termsModal(page)).toBeHidden();

    // With the terms accepted: one tap, straight to the stop.
    await open(page, welcome);
    await button.click();
    await expect(page).toHaveURL(stopUrl(several));
    await expectNarrationPlaying(page, stop.siteName, stop.audio.path);
  });
}

test("'More Info' keeps leading to the tour's intro", async ({ page }) => {
  const several = await pick(page.request, (p) => toursOf(p) > 1);
  await open(page, `/landing/walking-tours/${several.record.slug}`);
  await page.getByRole("link", { name: "More Info" }).click();
  await expect(page).toHaveURL(`/landing/walking-tours/${several.record.id}/select-tour`);
  await page.getByRole("link", { name: several.tour.title }).click();
  await expect(page).toHaveURL(
    `/landing/walking-tours/tours/${several.tour.slug}?record=${several.record.id}`,
  );
});

test("back-to-start skips its question when the record is the tour's first stop", async ({
  page,
}) => {
  const first = await pick(page.request, (p) => p.index === 0);
  await open(
    page,
    `/landing/walking-tours/tours/${first.tour.slug}?record=${first.record.id}&c=musay`,
  );
  await page.getByRole("link", { name: "Take Tour", exact: true }).click();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(`${stopUrl(first)}?c=musay`);
  await expect(page.getByText("Would you like to continue")).toHaveCount(0);
  await expectNarrationPlaying(page, first.stops[0]!.siteName, first.stops[0]!.audio.path);
});

for (const width of [320, 390]) {
  test(`the welcome page's buttons fit and are easy to tap at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    const single = await pick(page.request, (p) => toursOf(p) === 1);
    await open(page, `/landing/walking-tours/${single.record.slug}`);
    for (const name of ["Hear the Story", "More Info", "See Record"]) {
      const box = (await page.getByRole("link", { name }).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    }
  });
}

test("the one-tap pages pass axe, the Terms of Use asked on the welcome page too", async ({
  browser,
  request,
}, testInfo) => {
  // Three pages analysed, each in a fresh context.
  test.setTimeout(60_000);
  const single = await pick(request, (p) => toursOf(p) === 1 && p.index > 0);
  const several = await pick(request, (p) => toursOf(p) > 1);
  const welcome = `/landing/walking-tours/${single.record.slug}`;
  for (const path of [welcome, `/landing/walking-tours/${several.record.slug}`]) {
    expect(await axeViolations(browser, testInfo, path), path).toEqual([]);
  }
  const asking = await axeViolations(browser, testInfo, welcome, async (page) => {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await storyButton(page).click();
    await expect(termsModal(page)).toBeVisible();
  });
  expect(asking).toEqual([]);
});
