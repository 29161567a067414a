/**
 * npm run bench:offline — 'Save for offline' on each demo tour, in Chromium on a phone profile
 * (360×740, touch), against the real server with the test streets basemap: bytes and seconds to
 * save it on loopback, and on Lighthouse's mobile slow 4G with the CPU slowed 4×; the Cache
 * Storage it takes; and the time to open a stop offline in a new page until its heading shows,
 * until it shows with its Play working (the target: under 300 ms) and until the page has
 * hydrated (every control working), with the CPU as is and slowed 4×; and, in the same
 * run, the same stops opened from the very bytes those pages received, on a bare server
 * (./offline-ceiling.ts): the ceiling without the service worker.
 *
 * Slow 4G is a throttling proxy (./slow-4g-proxy.ts) in front of the server: DevTools' network
 * emulation applies to a page's own requests, not to those its service worker makes, and a save
 * goes through the worker.
 */
import type { PublicStop, Tour } from "@tours/shared";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { buildFixture } from "../../scripts/map/make-fixture.js";
import { ensureServerBuild } from "../../scripts/ensure-server-build.js";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { CHROME_PATH, CHROMIUM_ARGS } from "../support/chromium.js";
import { startBenchServer, stopBenchServer } from "./bench-server.js";
import { phoneContext } from "./field-scenarios.js";
import { serveFromMemory } from "./memory-server.js";
import { keepAnswers, type Received } from "./offline-ceiling.js";
import { startSlow4gProxy } from "./slow-4g-proxy.js";

const PORT = Number(process.env.BENCH_PORT ?? 3731);
const BASE = `http://127.0.0.1:${PORT}`;
/** BENCH_OFFLINE_SLOW=0 skips the saves on slow 4G (about a minute per tour). */
const SLOW = process.env.BENCH_OFFLINE_SLOW !== "0";
/** BENCH_OFFLINE_TOUR=<slug> benches that tour only. */
const ONLY = process.env.BENCH_OFFLINE_TOUR;
const TARGET_OPEN_MS = 300;

interface SaveFigures {
  seconds: number;
  /** Bytes stored, as the saved-tours index counts them. */
  bytes: number;
  /** Growth of the origin's Cache Storage usage, as the browser reports it. */
  cacheBytes: number;
}

const get = async <T>(route: string): Promise<T> => (await fetch(BASE + route)).json() as T;

/** The page's usage of Cache Storage, or of all storage where the browser gives no detail. */
const CACHE_USAGE = `navigator.storage.estimate().then((e) => e.usageDetails?.caches ?? e.usage ?? 0)`;

const SAVED_BYTES = (tourId: string) => `(async () => {
  const index = await caches.open("tours-saved-tours");
  for (const key of await index.keys()) {
    const saved = await (await index.match(key)).json();
    if (saved.tourId === ${JSON.stringify(tourId)}) return saved.bytes;
  }
  return 0;
})()`;

/**
 * Run in every page before its own scripts: from the start of its navigation, in ms, its HTML
 * received (from the worker), the frame first showing its h1, the first frame showing it with its
 * Play enabled and something to take the tap (the page's inline script, early-play.ts, or the
 * hydrated player), and the frame showing it with the page hydrated (watched every frame, so a
 * busy main thread cannot delay the reading).
 */
const WATCH_STOP = `(() => {
  const times = {};
  window.__stopTimes = times;
  const check = () => {
    const h1 = document.querySelector("h1");
    const now = performance.now();
    const hydrated = document.documentElement.hasAttribute("data-hydrated");
    if (times.heading === undefined && h1 && h1.checkVisibility()) times.heading = now;
    const play = document.querySelector(".audio-player__button--play");
    if (times.heading !== undefined && times.plays === undefined && play && !play.disabled &&
      play.checkVisibility() && (window.earlyPlay || hydrated)) times.plays = now;
    if (times.plays !== undefined && hydrated) {
      times.html = performance.getEntriesByType("navigation")[0]?.responseEnd;
      times.hydrated = now;
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

interface OpenTimes {
  html: number;
  heading: number;
  /** Shown with its Play working. */
  plays: number;
  hydrated: number;
}

async function slowCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** Opens the intro, waits for the worker to control it, taps 'Save for offline' and times it. */
async function saveTour(page: Page, tour: Tour): Promise<SaveFigures> {
  await page.goto(`/tours/${tour.slug}`, { timeout: 120_000 });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 120_000 });
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === "activated",
    undefined,
    { timeout: 120_000 },
  );
  const before = Number(await page.evaluate(CACHE_USAGE));
  const save = page.getByRole("button", { name: /^Save for offline · / });
  await save.waitFor({ timeout: 120_000 });
  const start = Date.now();
  await save.click();
  await page.getByText(/^Saved for offline · /).waitFor({ timeout: 15 * 60_000 });
  const seconds = (Date.now() - start) / 1000;
  return {
    seconds,
    bytes: Number(await page.evaluate(SAVED_BYTES(tour.id))),
    cacheBytes: Number(await page.evaluate(CACHE_USAGE)) - before,
  };
}

/**
 * Each stop in a new page of `context` (offline: from the worker; or from the ceiling's server);
 * ms to each, sorted. With `received`, what each page receives is kept there.
 */
async function openStops(
  context: BrowserContext,
  paths: string[],
  cpu: number,
  received?: Received,
): Promise<OpenTimes[]> {
  const times: OpenTimes[] = [];
  for (const stopPath of paths) {
    const fresh = await context.newPage();
    const kept = received && keepAnswers(fresh, received);
    await slowCpu(fresh, cpu);
    await fresh.goto(stopPath, { waitUntil: "commit" });
    await fresh.waitForFunction(
      () => (window as unknown as { __stopTimes: OpenTimes }).__stopTimes.hydrated !== undefined,
      undefined,
      { timeout: 30_000 },
    );
    times.push((await fresh.evaluate("window.__stopTimes")) as OpenTimes);
    await kept?.settle();
    await fresh.close();
  }
  return times.sort((a, b) => a.hydrated - b.hydrated);
}

/** The same stops opened from the bytes the offline pages received, on a bare server. */
async function openStopsAtCeiling(browser: Browser, paths: string[], received: Received) {
  // Anything the pages did not receive (the worker's script among them) is a 404 there.
  const ceiling = await serveFromMemory((url) => received.get(url));
  const context = await benchContext(browser, ceiling.base);
  try {
    return {
      open: await openStops(context, paths, 1),
      openSlow: await openStops(context, paths, 4),
    };
  } finally {
    await context.close();
    await ceiling.close();
  }
}

async function benchContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await phoneContext(browser, base);
  await context.addInitScript(() => localStorage.setItem("tos", "true"));
  await context.addInitScript(WATCH_STOP);
  return context;
}

/** The network is off for the worker too: a range of the archive no tour saves cannot be had. */
async function assertOffline(page: Page) {
  const answer = await page.evaluate(`fetch("/map/basemap.pmtiles?v=bench", {
    headers: { range: "bytes=1-2" },
  }).then((r) => "answered " + r.status, () => "no network")`);
  if (answer !== "no network") throw new Error(`Offline, yet the worker was ${answer}`);
}

async function benchTour(browser: Browser, tour: Tour, slowBase: string | undefined) {
  const stops = await get<PublicStop[]>(`/api/tours/${tour.id}/stops`);
  const plan = await get<{ files: unknown[]; bytes: number }>(`/api/tours/${tour.id}/offline`);
  const context = await benchContext(browser, BASE);
  const page = await context.newPage();
  const loopback = await saveTour(page, tour);
  await context.setOffline(true);
  await assertOffline(page);
  const paths = stops.map((stop) => `/tours/${tour.slug}/${stop.slug}`);
  const received: Received = new Map();
  const open = await openStops(context, paths, 1, received);
  const openSlow = await openStops(context, paths, 4);
  await context.close();
  const ceiling = await openStopsAtCeiling(browser, paths, received);

  let slow: SaveFigures | undefined;
  if (slowBase) {
    const slowContext = await phoneContext(browser, slowBase);
    const slowPage = await slowContext.newPage();
    await slowCpu(slowPage, 4);
    slow = await saveTour(slowPage, tour);
    await slowContext.close();
  }
  return {
    tour,
    stops: stops.length,
    files: plan.files.length,
    loopback,
    slow,
    open,
    openSlow,
    ceiling,
  };
}

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const s = (seconds: number) => `${seconds.toFixed(1)} s`;
/** The median stop's time to `key`. */
const median = (times: OpenTimes[], key: keyof OpenTimes) =>
  times.map((t) => t[key]).sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)]!;
/** Medians of HTML / heading / plays / hydrated, and the worst of plays and hydrated. */
const ms = (times: OpenTimes[]) => {
  const keys = ["html", "heading", "plays", "hydrated"] as const;
  const worst = (key: keyof OpenTimes) => Math.round(Math.max(...times.map((t) => t[key])));
  return `${keys.map((key) => Math.round(median(times, key))).join(" / ")} ms (worst ${worst("plays")} / ${worst("hydrated")})`;
};

await ensureWebBuild();
await ensureServerBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tours-offline-bench-"));
const basemap = path.join(dataDir, "basemap-fixture.pmtiles");
fs.writeFileSync(basemap, buildFixture());
const server = await startBenchServer(PORT, dataDir, {
  OVERLOAD_LAG_MS: "0",
  MAP_PMTILES: basemap,
});
const proxy = SLOW ? await startSlow4gProxy(PORT) : undefined;
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
try {
  const tours = (await get<Tour[]>("/api/tours")).filter(
    (t) => !t.slug.startsWith("e2e-") && (!ONLY || t.slug === ONLY),
  );
  if (tours.length === 0) throw new Error(`No demo tour's slug is ${ONLY}`);
  const rows = [];
  for (const tour of tours) {
    rows.push(await benchTour(browser, tour, proxy?.base));
    console.error(`… ${tour.title}`);
  }
  const lines = [
    `Offline benchmark: Chromium, 360×740 touch, test streets basemap, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}, ${new Date().toISOString().slice(0, 10)}`,
    "",
    "| tour | stops | files | saved | save, loopback | save, slow 4G + CPU 4× | Cache Storage |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (row) =>
        `| ${row.tour.title} | ${row.stops} | ${row.files} | ${mb(row.loopback.bytes)} | ${s(row.loopback.seconds)} | ${row.slow ? s(row.slow.seconds) : "skipped"} | ${mb(row.loopback.cacheBytes)} |`,
    ),
    "",
    "| tour | CPU | open offline: HTML / heading / plays / hydrated | ceiling: HTML / heading / plays / hydrated | plays ÷ ceiling | hydrated ÷ ceiling |",
    "|---|---:|---:|---:|---:|---:|",
  ];
  const slowOpens: string[] = [];
  for (const row of rows) {
    for (const [cpu, app, bare] of [
      ["1×", row.open, row.ceiling.open],
      ["4×", row.openSlow, row.ceiling.openSlow],
    ] as const) {
      const ratio = (key: "plays" | "hydrated") =>
        (median(app, key) / median(bare, key)).toFixed(2);
      lines.push(
        `| ${row.tour.title} | ${cpu} | ${ms(app)} | ${ms(bare)} | ${ratio("plays")} | ${ratio("hydrated")} |`,
      );
    }
    if (median(row.openSlow, "plays") >= TARGET_OPEN_MS) {
      slowOpens.push(`${row.tour.title} ${ms(row.openSlow)}`);
    }
  }
  lines.push(
    "",
    "Slow 4G: Lighthouse's mobile profile (562.5 ms per request, 1.44 Mbit/s down, shared) from a throttling proxy, so the service worker's own requests are slowed too.",
    "Open a stop offline: a new page with the network off; from the start of its navigation to its HTML received from the service worker, to the first frame showing its heading, to the first showing it with its Play working (the target: the stop reads and a tap plays it), and to the frame showing it with the page hydrated (every control working); the median stop of the tour, and the worst.",
    "Ceiling: the same stops opened from the very bytes those offline pages received (HTML, stylesheets, scripts, fonts, images), held in memory by a bare Node http server at the same paths with the same caching headers: the same page and scripts without the service worker.",
    "",
    slowOpens.length
      ? `Target NOT met (a stop offline shown and playing on a tap under ${TARGET_OPEN_MS} ms, median with the CPU slowed 4×): ${slowOpens.join("; ")}`
      : `Target met: each tour's stops open offline, shown and playing on a tap, in under ${TARGET_OPEN_MS} ms (median, CPU slowed 4×).`,
  );
  console.log(lines.join("\n"));
} finally {
  await browser.close();
  await proxy?.close();
  await stopBenchServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
