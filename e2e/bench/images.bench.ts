/**
 * npm run bench:images — the photos of every demo tour's stop pages on a phone (390×844 CSS px at
 * 3 device pixels per px, touch; Debian's Chromium), before and after phone-sized copies: the
 * image bytes each page transfers, and the SSIM of the stop's photo as shown (a screenshot of it
 * in the page, in device pixels) against the original shown in the same place, the browser
 * scaling it to the displayed size. Targets: image bytes at most 40 % of before, SSIM ≥ 0.95.
 *
 * After: the server as shipped, once the demo's copies are made (in the background after the
 * demo is loaded). Before: the same site with every copy moved out of the media folder, so the
 * pages show the originals, as they did before copies existed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { type OfflinePlan, parseImageCopyKey } from "@tours/shared/browser";
import { ensureServerBuild } from "../../scripts/ensure-server-build.js";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { CHROME_PATH, CHROMIUM_ARGS } from "../support/chromium.js";
import { startBenchServer, stopBenchServer } from "./bench-server.js";
import { ssim } from "./ssim.js";

const PORT = Number(process.env.BENCH_PORT ?? 3741);
const BASE = `http://127.0.0.1:${PORT}`;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 };
const TARGET_RATIO = 0.4;
const TARGET_SSIM = 0.95;

interface Tour {
  id: string;
  slug: string;
  title: string;
}

interface PageImages {
  bytes: number;
  files: string[];
  /** The stop's photo as the phone shows it (PNG, device pixels). */
  shot: Buffer;
}

const get = async <T>(route: string): Promise<T> => (await fetch(BASE + route)).json() as T;

/** Until every photo the demo tours show has its copies (they are made after the demo loads). */
async function copiesMade(tours: Tour[]): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const plans = await Promise.all(
      tours.map((t) => get<OfflinePlan>(`/api/tours/${t.id}/offline`)),
    );
    const photos = plans.flatMap((plan) => plan.files.filter((f) => /\.jpe?g$/.test(f.url)));
    if (photos.length > 0 && photos.every((file) => file.copies)) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error("The demo's image copies were not made within 10 minutes.");
}

async function measure(browser: Browser, route: string): Promise<PageImages> {
  const context = await browser.newContext({ ...PHONE, isMobile: true, hasTouch: true });
  // Terms accepted, as after the first stop: the stop itself shows, not the terms.
  await context.addInitScript(() => localStorage.setItem("tos", "true"));
  const page = await context.newPage();
  const sizes: Promise<{ path: string; bytes: number }>[] = [];
  page.on("requestfinished", (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() !== "image" || !pathname.startsWith("/media/")) return;
    sizes.push(request.sizes().then((s) => ({ path: pathname, bytes: s.responseBodySize })));
  });
  await page.goto(BASE + route, { waitUntil: "networkidle" });
  // The photo alone: the arrows drawn over it are the same before and after.
  await page.evaluate(() => {
    for (const arrow of document.querySelectorAll<HTMLElement>(".carousel__arrow"))
      arrow.style.visibility = "hidden";
  });
  const photo = page.locator(".carousel__slide.is-current img");
  await photo.evaluate((img: HTMLImageElement) => img.decode());
  const shot = await photo.screenshot({ animations: "disabled" });
  const loaded = await Promise.all(sizes);
  await context.close();
  return {
    bytes: loaded.reduce((sum, file) => sum + file.bytes, 0),
    files: loaded.map((file) => file.path),
    shot,
  };
}

async function measureAll(routes: string[]): Promise<Map<string, PageImages>> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const figures = new Map<string, PageImages>();
    for (const route of routes) figures.set(route, await measure(browser, route));
    return figures;
  } finally {
    await browser.close();
  }
}

/** Moves every copy out of the media folder, so the site is as before copies existed. */
function moveCopiesAside(uploads: string, aside: string): number {
  let moved = 0;
  for (const entry of fs.readdirSync(uploads, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !parseImageCopyKey(entry.name)) continue;
    const target = path.join(aside, path.relative(uploads, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(file, target);
    moved += 1;
  }
  return moved;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The widths and formats a page loaded: "w1200.avif". */
const copiesShown = (files: string[]) =>
  [
    ...new Set(
      files
        .map((f) => parseImageCopyKey(f))
        .map((c) => (c ? `w${c.width}.${c.format}` : "original")),
    ),
  ].join(", ");

await ensureWebBuild();
await ensureServerBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tours-images-bench-"));
const env = { OVERLOAD_LAG_MS: "0" };
let server = await startBenchServer(PORT, dataDir, env);
const stop = () => stopBenchServer(server);
try {
  const tours = (await get<Tour[]>("/api/tours")).sort((a, b) => a.title.localeCompare(b.title));
  const stopsOf = new Map<Tour, string[]>();
  for (const tour of tours) {
    const stops = await get<{ slug: string }[]>(`/api/tours/${tour.id}/stops`);
    stopsOf.set(
      tour,
      stops.map((s) => `/tours/${tour.slug}/${s.slug}`),
    );
  }
  const routes = [...stopsOf.values()].flat();
  const waitStarted = Date.now();
  await copiesMade(tours);
  console.log(
    `Demo image copies ready ${((Date.now() - waitStarted) / 1000).toFixed(0)} s after start.`,
  );
  const after = await measureAll(routes);
  await stop();
  const moved = moveCopiesAside(path.join(dataDir, "uploads"), path.join(dataDir, "copies-aside"));
  server = await startBenchServer(PORT, dataDir, env);
  const before = await measureAll(routes);

  const rows = [...stopsOf].map(([tour, stopRoutes]) => {
    const sum = (m: Map<string, PageImages>) =>
      stopRoutes.reduce((total, route) => total + m.get(route)!.bytes, 0);
    const scores = stopRoutes.map((route) => ssim(before.get(route)!.shot, after.get(route)!.shot));
    return {
      tour: tour.title,
      stops: stopRoutes.length,
      before: sum(before),
      after: sum(after),
      scores,
      shown: copiesShown(stopRoutes.flatMap((route) => after.get(route)!.files)),
    };
  });
  const total = { before: 0, after: 0, scores: [] as number[] };
  for (const row of rows) {
    total.before += row.before;
    total.after += row.after;
    total.scores.push(...row.scores);
  }

  const date = new Date().toISOString().slice(0, 10);
  console.log(
    `\nImages on the demo tours' stop pages: 390×844 at 3×, Chromium, each page in a new profile, ${os.cpus().length} cores, ${date}` +
      ` (${moved} copies moved aside for "before")\n`,
  );
  console.log(
    "| tour | stops | image bytes before | after | after / before | SSIM min | SSIM median | copies shown |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---|");
  for (const row of rows) {
    console.log(
      `| ${row.tour} | ${row.stops} | ${kb(row.before)} | ${kb(row.after)} | ${((row.after / row.before) * 100).toFixed(0)} % | ` +
        `${Math.min(...row.scores).toFixed(4)} | ${median(row.scores).toFixed(4)} | ${row.shown} |`,
    );
  }
  const ratio = total.after / total.before;
  const worst = Math.min(...total.scores);
  console.log(
    `| all | ${routes.length} | ${kb(total.before)} | ${kb(total.after)} | ${(ratio * 100).toFixed(0)} % | ` +
      `${worst.toFixed(4)} | ${median(total.scores).toFixed(4)} | |`,
  );
  console.log(
    `\nTargets: image bytes <= ${TARGET_RATIO * 100} % of before: ${(ratio * 100).toFixed(0)} % ${ratio <= TARGET_RATIO ? "met" : "NOT met"}; ` +
      `SSIM >= ${TARGET_SSIM}: worst ${worst.toFixed(4)} ${worst >= TARGET_SSIM ? "met" : "NOT met"}`,
  );
} finally {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
