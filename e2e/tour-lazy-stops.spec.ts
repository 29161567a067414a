/**
 * A tour's page carries the details (narrative, record, transcript) only of the stops around the
 * one it shows; the screen fetches the others' in the background. A walk through a whole tour
 * still finds each next stop's story there at the tap, with no request at that moment, and a
 * stop picked from further away shows its story once fetched.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { open } from "./support/navigation.js";
import { acceptTerms, heading, opening, openAccordion } from "./support/tour-page.js";
import { apiStops, apiTours } from "./support/demo-api.js";

/** The demo tour with the most stops, so its far stops are not in its first page. */
async function longestTour(page: Page) {
  const tours = await apiTours(page.request);
  const tour = [...tours].sort((a, b) => b.stopIds.length - a.stopIds.length)[0]!;
  const stops = await apiStops(page.request, tour);
  expect(stops.length).toBeGreaterThanOrEqual(4);
  return { tour, stops };
}

const isDetails = (url: string) => new URL(url).pathname === "/stop-details.json";
/** Tour data the screen could ask for: API calls, React Router's .data, a stop's details. */
const isTourData = (url: string) => {
  const { pathname } = new URL(url);
  return (
    (pathname.startsWith("/api/") && pathname !== "/api/events") ||
    pathname.endsWith(".data") ||
    isDetails(url)
  );
};

/**
 * In the page: press 'Go To Next Stop', wait for the frame with the next stop's heading, and
 * answer when that was, whether its story was there (no loading state) and the requests for tour
 * data started meanwhile (resource timing, read once they have finished).
 */
async function moveToNextStop(page: Page, siteName: string) {
  const window = await page.evaluate(async (name) => {
    const button = [...document.querySelectorAll("button")].find(
      (candidate) => candidate.textContent?.trim() === "Go To Next Stop",
    );
    if (!button) throw new Error("No 'Go To Next Stop' button");
    const start = performance.now();
    button.click();
    await new Promise<void>((resolve) => {
      const check = () =>
        document.querySelector("main h1")?.textContent?.trim() === name
          ? resolve()
          : requestAnimationFrame(check);
      check();
    });
    const pending = document.querySelector(".stop-details-pending") !== null;
    return { start, shown: performance.now(), pending };
  }, siteName);
  // Resource timing lists a request once it has finished.
  await page.waitForLoadState("networkidle");
  const started = await page.evaluate(
    ({ start, shown }) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime >= start && entry.startTime <= shown)
        .map((entry) => entry.name),
    window,
  );
  return { pending: window.pending, requests: started.filter(isTourData) };
}

test.describe("stop details fetched a few at a time", () => {
  test.beforeEach(({ page }) => acceptTerms(page));

  test("a virtual walk from the first stop to the last finds each story at the tap", async ({
    page,
  }) => {
    const { tour, stops } = await longestTour(page);
    const fetched: string[] = [];
    page.on("requestfinished", (request) => {
      if (isDetails(request.url())) fetched.push(new URL(request.url()).searchParams.get("stop")!);
    });
    await open(page, `/tours/${tour.slug}/v/${stops[0]!.slug}`);
    await expect(page.locator("main")).toContainText(opening(stops[0]!.narrativeText));

    for (const [index, stop] of stops.entries()) {
      if (index === 0) continue;
      // The first page carries the first two stops; the screen asks for the others' details in
      // the background once the stops before them show.
      if (index >= 2) {
        await expect.poll(() => fetched.includes(stop.slug)).toBe(true);
        // A frame for the screen to read the answer it received.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      }
      const move = await moveToNextStop(page, stop.siteName);
      expect(move.pending, `${stop.siteName} waited for its story`).toBe(false);
      // The stop after it is asked for in the background once it shows, which may start in the
      // very frame that shows it: not a request this move waited for.
      const forThisMove = move.requests.filter(
        (url) => !isDetails(url) || new URL(url).searchParams.get("stop") === stop.slug,
      );
      expect(forThisMove, `tour data asked for on the way to ${stop.siteName}`).toEqual([]);
      await expect(heading(page, stop.siteName)).toBeVisible();
      await expect(page.locator("main")).toContainText(opening(stop.narrativeText));
    }
    // Each of the others came on its own, once.
    expect(fetched.sort()).toEqual(
      stops
        .slice(2)
        .map((stop) => stop.slug)
        .sort(),
    );
  });

  test("a far stop picked from Tour Stops shows its story and plays its narration", async ({
    page,
  }) => {
    const { tour, stops } = await longestTour(page);
    const last = stops.at(-1)!;
    await open(page, `/tours/${tour.slug}/v/${stops[0]!.slug}`);
    const details = page.waitForRequest(
      (request) =>
        isDetails(request.url()) && new URL(request.url()).searchParams.get("stop") === last.slug,
    );
    const list = await openAccordion(page, "Tour Stops");
    await list.getByRole("link", { name: last.siteName, exact: true }).click();

    await expect(heading(page, last.siteName)).toBeVisible();
    await details;
    await expect(page.locator("main")).toContainText(opening(last.narrativeText));
    await expect(page.locator(".stop-details-pending")).toHaveCount(0);
    await expect(page.locator("audio")).toHaveAttribute("src", `/media/${last.audio.path}`);
    await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  });

  test("the details of a stop are cached JSON, refused for an unknown or malformed stop", async ({
    request,
  }) => {
    const tour = (await apiTours(request))[0]!;
    const [stop] = await apiStops(request, tour);
    const url = `/stop-details.json?tour=${tour.slug}&stop=${stop!.slug}`;
    const answer = await request.get(url);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ narrativeHtml: stop!.narrativeText });
    const etag = answer.headers().etag!;
    expect(etag).toMatch(/^"/);
    const again = await request.get(url, { headers: { "if-none-match": etag } });
    expect(again.status()).toBe(304);

    expect((await request.get(`/stop-details.json?tour=${tour.slug}&stop=none`)).status()).toBe(
      404,
    );
    expect((await request.get(`/stop-details.json?tour=${tour.slug}`)).status()).toBe(400);
    expect(
      (await request.get(`/stop-details.json?tour=${tour.slug}&stop=${"x".repeat(200)}`)).status(),
    ).toBe(400);
    expect((await request.get(`/stop-details.json?tour=a%00b&stop=c`)).status()).toBe(400);
  });
});
