/**
 * Taking a tour virtually, on the real server with the demo content: intro, every stop, the Terms
 * of Use, the outro, and the audio player (SPEC §2 Tour screens; §4 tour flow, next stop, Terms of
 * Use, collapsing, audio player). The stop's photos and accordions are in tour-stop.spec.ts, the
 * campaign, embed, not-found and accessibility checks in tour-pages.spec.ts, the maps in
 * tour-next-stop-map.spec.ts and tour-overview-map.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { open } from "./support/navigation.js";
import {
  acceptTerms,
  accordion,
  audioPaused,
  audioTime,
  clock,
  demoTour,
  heading,
  nextStopButton,
  opening,
  scriptsRunning,
  termsModal,
  watchErrors,
} from "./support/tour-page.js";

test.describe("a whole tour, virtually", () => {
  test("intro, every stop with the Terms of Use on the second, then the outro", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const { tour, stops } = await demoTour(page.request);
    const base = `/tours/${tour.slug}`;
    const [first, second] = [stops[0]!, stops[1]!];

    await open(page, base);
    await expect(heading(page, tour.title)).toBeVisible();
    const takeTour = page.getByRole("link", { name: "Take Tour", exact: true });
    const takeVirtually = page.getByRole("link", { name: "Take Tour Virtually" });
    await expect(takeTour).toHaveAttribute("href", `${base}/${first.slug}`);
    await expect(takeVirtually).toHaveAttribute("href", `${base}/v/${first.slug}`);

    // The intro is cut at 175 px until 'View More'.
    const more = page.getByRole("button", { name: "View More" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    const introText = page.locator(`[id="${await more.getAttribute("aria-controls")}"]`);
    await expect(introText).toContainText(opening(tour.intro));
    expect((await introText.boundingBox())?.height).toBeLessThanOrEqual(175);
    await more.click();
    const less = page.getByRole("button", { name: "View Less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    expect((await introText.boundingBox())?.height).toBeGreaterThan(175);
    await less.click();
    await expect(more).toBeVisible();
    expect((await introText.boundingBox())?.height).toBeLessThanOrEqual(175);

    const introPlayer = page.getByRole("group", { name: `${tour.title}: introduction` });
    await expect(introPlayer.getByRole("button", { name: "Play" })).toBeEnabled();
    await expect(page.locator("audio")).toHaveAttribute("src", `/media/${tour.introAudio}`);

    await takeVirtually.click();
    await expect(page).toHaveURL(`${base}/v/${first.slug}`);
    await expect(heading(page, first.siteName)).toBeVisible();
    await expect(page.getByText(`Stop 1 of ${stops.length}`, { exact: true })).toBeVisible();
    await expect(termsModal(page)).toBeHidden();

    // Stop 2: the Terms of Use hide the stop until accepted.
    await nextStopButton(page).click();
    await expect(page).toHaveURL(`${base}/v/${second.slug}`);
    const modal = termsModal(page);
    await expect(modal).toBeVisible();
    await expect(heading(page, second.siteName)).toBeHidden();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    await expect(heading(page, second.siteName)).toBeHidden();
    await expect(
      page.getByRole("main").getByText("Please accept the Terms of Use to see this stop."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Read the Terms of Use" }).click();
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "I Accept" }).click();
    await expect(modal).toBeHidden();
    await expect(heading(page, second.siteName)).toBeVisible();
    await expect(page.getByText(`Stop 2 of ${stops.length}`, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("tos"))).toBe("true");

    for (const [index, stop] of stops.entries()) {
      if (index < 2) continue;
      await nextStopButton(page).click();
      await expect(page).toHaveURL(`${base}/v/${stop.slug}`);
      await expect(heading(page, stop.siteName)).toBeVisible();
      await expect(
        page.getByText(`Stop ${index + 1} of ${stops.length}`, { exact: true }),
      ).toBeVisible();
      await expect(termsModal(page)).toBeHidden();
      if (index === 2) {
        // The flag outlives the page.
        await page.reload();
        await scriptsRunning(page);
        await expect(heading(page, stop.siteName)).toBeVisible();
        await expect(termsModal(page)).toBeHidden();
      }
    }

    await expect(nextStopButton(page)).toBeHidden();
    await page.getByRole("button", { name: "Complete Tour" }).click();
    await expect(page).toHaveURL(`${base}/v/outro`);
    await expect(heading(page, "We hope you enjoyed this tour!")).toBeVisible();
    await expect(page.getByText(opening(tour.outro))).toBeVisible();
    await expect(page.getByRole("link", { name: "View Other Tours" })).toHaveAttribute(
      "href",
      "/tours",
    );
    await expect(accordion(page, "Tour Stops")).toBeVisible();
    await expect(accordion(page, "Other Tours")).toBeVisible();
    await expect(accordion(page, "Other Tours for Site")).toHaveCount(0);

    // Started in this tab: the intro now offers to go (back) to the stops.
    await open(page, base);
    await expect(page.getByRole("link", { name: "Go to First Stop" })).toHaveAttribute(
      "href",
      `${base}/${first.slug}`,
    );
    await expect(page.getByRole("link", { name: "Go to Virtual Stop" })).toHaveAttribute(
      "href",
      `${base}/v/${first.slug}`,
    );
    await expect(page.getByRole("link", { name: "Take Tour", exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("moving on loads no tour data and keeps the same audio element", async ({ page }) => {
    const { tour, stops } = await demoTour(page.request);
    await acceptTerms(page);
    await open(page, `/tours/${tour.slug}/v/${stops[0]!.slug}`);
    await page.locator("audio").evaluate((audio) => {
      (audio as HTMLAudioElement & { e2eTag?: string }).e2eTag = "first";
    });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));

    for (const stop of stops.slice(1, 3)) {
      await nextStopButton(page).click();
      await expect(page).toHaveURL(`/tours/${tour.slug}/v/${stop.slug}`);
      await expect(heading(page, stop.siteName)).toBeVisible();
      await expect(page.locator("audio")).toHaveAttribute("src", `/media/${stop.audio.path}`);
    }

    const paths = requests.map((url) => new URL(url).pathname);
    expect(paths.filter((path) => path.startsWith("/api/tours"))).toEqual([]);
    expect(paths.filter((path) => path.endsWith(".data"))).toEqual([]);
    const tag = await page
      .locator("audio")
      .evaluate((audio) => (audio as HTMLAudioElement & { e2eTag?: string }).e2eTag);
    expect(tag).toBe("first");
  });
});

test.describe("audio player", () => {
  test("starts after 'Take Tour Virtually', pauses, plays, skips and seeks", async ({ page }) => {
    const { tour, stops } = await demoTour(page.request);
    const first = stops[0]!;
    await open(page, `/tours/${tour.slug}`);
    await page.getByRole("link", { name: "Take Tour Virtually" }).click();
    await expect(heading(page, first.siteName)).toBeVisible();

    const player = page.getByRole("group", { name: first.siteName });
    await expect(page.locator("audio")).toHaveAttribute("src", `/media/${first.audio.path}`);
    await expect.poll(() => audioPaused(page)).toBe(false);
    await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();

    await player.getByRole("button", { name: "Pause" }).click();
    await expect.poll(() => audioPaused(page)).toBe(true);
    await player.getByRole("button", { name: "Play" }).click();
    await expect.poll(() => audioPaused(page)).toBe(false);
    await player.getByRole("button", { name: "Pause" }).click();
    await expect.poll(() => audioPaused(page)).toBe(true);

    const duration = await page
      .locator("audio")
      .evaluate((audio: HTMLAudioElement) => audio.duration);
    expect(duration).toBeGreaterThan(20);
    const elapsed = player.getByText(/^Elapsed \d+:\d\d$/);
    const remaining = player.getByText(/^Remaining (-\d+:\d\d|0:00)$/);

    const before = await audioTime(page);
    await player.getByRole("button", { name: "Forward 10 seconds" }).click();
    await expect.poll(() => audioTime(page)).toBeCloseTo(before + 10, 0);
    await expect(elapsed).toHaveText(`Elapsed ${clock(await audioTime(page))}`);
    expect(await elapsed.textContent()).not.toBe(`Elapsed ${clock(before)}`);

    const back = player.getByRole("button", { name: "Back 10 seconds" });
    await back.click();
    await back.click();
    await expect.poll(() => audioTime(page)).toBe(0);
    await expect(elapsed).toHaveText("Elapsed 0:00");
    await expect(remaining).toHaveText(`Remaining -${clock(Math.ceil(duration))}`);

    const seek = player.getByRole("slider", { name: "Seek" });
    await seek.fill("15");
    await expect.poll(() => audioTime(page)).toBeCloseTo(15, 0);
    await expect(elapsed).toHaveText("Elapsed 0:15");
    await expect(remaining).toHaveText(`Remaining -${clock(Math.ceil(duration - 15))}`);
    await seek.press("ArrowRight");
    await expect.poll(() => audioTime(page)).toBeCloseTo(16, 0);
    await expect(seek).toHaveAttribute("aria-valuetext", `0:16 of ${clock(duration)}`);
  });

  test("the narration is served in byte ranges", async ({ request }) => {
    const { stops } = await demoTour(request);
    const response = await request.get(`/media/${stops[0]!.audio.path}`, {
      headers: { Range: "bytes=0-99" },
    });
    expect(response.status()).toBe(206);
    expect(response.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
    expect((await response.body()).length).toBe(100);
  });
});
