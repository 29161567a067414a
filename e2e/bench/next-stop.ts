/**
 * Moving to the next stop in virtual mode: time from the press of 'Go To Next Stop' to the next
 * stop painted, and every request for tour data the move made meanwhile (there should be none).
 * Once a stop shows, its page asks for the details of the stops ahead in the background; moves
 * here follow each other at once, so those requests may start while the next move runs, but that
 * move did not need them: only the details of the stop moved to count, and a move that found its
 * stop's story not there yet is counted too (storyWaits). Runs in Chromium, by default with the
 * CPU slowed 4× as Lighthouse's phone profile does.
 */
import { STOP_DETAILS_PATH, type PublicStop, type Tour } from "@tours/shared";
import { chromium } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS } from "../support/chromium.js";

export interface NextStopFigures {
  tour: string;
  moves: number;
  medianMs: number;
  maxMs: number;
  /**
   * Requests for tour data started between the press and the next stop painted: API calls, React
   * Router data requests, the details of the stop moved to.
   */
  tourDataRequests: string[];
  /** Moves whose stop showed its loading state, its story not yet fetched. */
  storyWaits: number;
}

/** Tour data a move to the stop `destination` (its slug) could ask for. */
function isTourData(url: string, destination: string): boolean {
  const { pathname, searchParams } = new URL(url);
  return (
    (pathname.startsWith("/api/") && pathname !== "/api/events") ||
    pathname.endsWith(".data") ||
    (pathname === STOP_DETAILS_PATH && searchParams.get("stop") === destination)
  );
}

/**
 * In the page: press 'Go To Next Stop' and resolve with the milliseconds until the frame that
 * shows the next stop's heading, when the press and that heading were (performance.now()), and
 * whether the stop's story was still loading. A string, so the bundler's helpers never reach the
 * page.
 */
const MOVE_AND_TIME = `async (siteName) => {
  const button = [...document.querySelectorAll("button")].find(
    (b) => b.textContent.trim() === "Go To Next Stop",
  );
  if (!button) throw new Error("No 'Go To Next Stop' button");
  const start = performance.now();
  button.click();
  await new Promise((resolve) => {
    const check = () =>
      document.querySelector("main h1")?.textContent.trim() === siteName
        ? resolve()
        : requestAnimationFrame(check);
    check();
  });
  const shown = performance.now();
  const storyWait = document.querySelector(".stop-details-pending") !== null;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return { ms: performance.now() - start, start, shown, storyWait };
}`;

interface Move {
  ms: number;
  start: number;
  shown: number;
  storyWait: boolean;
}

export async function measureVirtualNextStop(
  base: string,
  rounds = 3,
  cpuSlowdown = 4,
): Promise<NextStopFigures> {
  const tours = (await (await fetch(`${base}/api/tours`)).json()) as Tour[];
  const tour = tours.find((t) => t.slug.includes("broadway")) ?? tours[0];
  if (!tour) throw new Error("The demo content has no tour.");
  const stops = (await (await fetch(`${base}/api/tours/${tour.id}/stops`)).json()) as PublicStop[];
  if (stops.length < 2) throw new Error(`${tour.title} has fewer than two stops.`);

  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  const timings: number[] = [];
  const tourDataRequests: string[] = [];
  let storyWaits = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      await context.addInitScript(() => {
        localStorage.setItem("tos", "true");
        performance.setResourceTimingBufferSize(1000);
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${base}/tours/${tour.slug}/v/${stops[0]?.slug}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      const moves: (Move & { destination: string })[] = [];
      for (const next of stops.slice(1)) {
        const move = await page.evaluate<Move>(
          `(${MOVE_AND_TIME})(${JSON.stringify(next.siteName)})`,
        );
        moves.push({ ...move, destination: next.slug });
      }
      // Resource timing lists a request once it has finished.
      await page.waitForLoadState("networkidle");
      const requests = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => ({ url: entry.name, at: entry.startTime })),
      );
      for (const { url, at } of requests) {
        const during = moves.find((move) => at >= move.start && at <= move.shown);
        if (during && isTourData(url, during.destination)) tourDataRequests.push(url);
      }
      timings.push(...moves.map((move) => move.ms));
      storyWaits += moves.filter((move) => move.storyWait).length;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    tour: tour.title,
    moves: timings.length,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    maxMs: sorted.at(-1) ?? 0,
    tourDataRequests,
    storyWaits,
  };
}
