/**
 * Moving to the next stop in virtual mode: time from the press of 'Go To Next Stop' to the next
 * stop painted, and every request for tour data made meanwhile (there should be none). Runs in
 * Chromium, by default with the CPU slowed 4× as Lighthouse's phone profile does.
 */
import type { PublicStop, Tour } from "@tours/shared";
import { chromium } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS } from "../support/chromium.js";

export interface NextStopFigures {
  tour: string;
  moves: number;
  medianMs: number;
  maxMs: number;
  /** Requests for tour data made while moving (API calls and React Router data requests). */
  tourDataRequests: string[];
}

/**
 * In the page: press 'Go To Next Stop' and resolve with the milliseconds until the frame that
 * shows the next stop's heading. A string, so the bundler's helpers never reach the page.
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
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - start;
}`;

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
  try {
    for (let round = 0; round < rounds; round++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      await context.addInitScript(() => localStorage.setItem("tos", "true"));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${base}/tours/${tour.slug}/v/${stops[0]?.slug}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      let moving = false;
      page.on("request", (request) => {
        const url = request.url();
        if (
          moving &&
          ((url.includes("/api/") && !url.endsWith("/api/events")) ||
            url.endsWith(".data") ||
            url.includes(".data?"))
        ) {
          tourDataRequests.push(url);
        }
      });
      for (const next of stops.slice(1)) {
        moving = true;
        const ms = await page.evaluate<number>(
          `(${MOVE_AND_TIME})(${JSON.stringify(next.siteName)})`,
        );
        moving = false;
        timings.push(ms);
      }
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
  };
}
