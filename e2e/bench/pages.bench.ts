/**
 * npm run bench:pages — Lighthouse 12 (mobile, simulated slow 4G), three runs per page, medians,
 * against a ceiling measured in the same run: a static copy of the same page (same markup and
 * images, no scripts) served by the same server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureServerBuild } from "../../scripts/ensure-server-build.js";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { CHROME_PATH, CHROMIUM_ARGS } from "../support/chromium.js";
import { startBenchServer, stopBenchServer } from "./bench-server.js";
import { measureVirtualNextStop } from "./next-stop.js";

const PORT = 3700;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Measure {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  jsBytes: number;
  adminScripts: number;
}

/** The same markup without any script: what the page would cost as a plain document. */
function staticCopy(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

async function pagesToMeasure(): Promise<[string, string][]> {
  const records = (await (await fetch(`${BASE}/api/records`)).json()) as {
    slug: string;
    Title: string;
  }[];
  const keywords = (await (await fetch(`${BASE}/api/keywords`)).json()) as string[];
  const tours = (await (await fetch(`${BASE}/api/tours`)).json()) as { id: string; slug: string }[];
  const tour = tours[0]!;
  const stops = (await (await fetch(`${BASE}/api/tours/${tour.id}/stops`)).json()) as {
    slug: string;
    record: { slug: string };
  }[];
  const stop = stops[0]!;
  return [
    ["home", "/"],
    ["tours", "/tours"],
    ["records", "/records"],
    ["record", `/records/${records[0]!.slug}`],
    ["search", `/search?keyword=${encodeURIComponent(keywords[0]!)}`],
    ["tour", `/tours/${tour.slug}`],
    ["stop", `/tours/${tour.slug}/${stop.slug}`],
    ["qr-welcome", `/landing/walking-tours/${stop.record.slug}`],
  ];
}

async function audit(port: number, url: string): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { audits, categories } = result.lhr;
  const requests =
    (
      audits["network-requests"]?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    bytes: audits["total-byte-weight"]?.numericValue ?? NaN,
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    adminScripts: scripts.filter((r) => /admin/i.test(r.url)).length,
  };
}

/** Per-metric median; a run where Lighthouse could not compute a metric is left out of it. */
function median(runs: Measure[]): Measure {
  const mid = (pick: (m: Measure) => number) => {
    const values = runs
      .map(pick)
      .filter((v) => Number.isFinite(v))
      .sort((a, b) => a - b);
    return values.length ? values[Math.floor(values.length / 2)]! : NaN;
  };
  return {
    score: mid((m) => m.score),
    lcp: mid((m) => m.lcp),
    tbt: mid((m) => m.tbt),
    cls: mid((m) => m.cls),
    bytes: mid((m) => m.bytes),
    jsBytes: mid((m) => m.jsBytes),
    adminScripts: Math.max(...runs.map((m) => m.adminScripts)),
  };
}

async function measure(port: number, url: string): Promise<Measure> {
  const runs: Measure[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(port, url));
  return median(runs);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

await ensureWebBuild();
await ensureServerBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tours-pages-bench-"));
const server = await startBenchServer(PORT, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
try {
  const staticDir = path.join(dataDir, "uploads", "bench-static");
  fs.mkdirSync(staticDir, { recursive: true });
  const lines = [
    `Pages benchmark: Lighthouse 12, mobile, simulated slow 4G, median of ${RUNS}, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
    "",
    "| page | score | LCP ms | TBT ms | CLS | total | JS | static score | static LCP ms | LCP ratio |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const failures: string[] = [];
  for (const [name, pagePath] of await pagesToMeasure()) {
    fs.writeFileSync(
      path.join(staticDir, `${name}.html`),
      staticCopy(await (await fetch(BASE + pagePath)).text()),
    );
    const page = await measure(chrome.port, BASE + pagePath);
    const ceiling = await measure(chrome.port, `${BASE}/media/bench-static/${name}.html`);
    const ratio = page.lcp / ceiling.lcp;
    lines.push(
      `| ${name} ${pagePath} | ${page.score} | ${page.lcp.toFixed(0)} | ${page.tbt.toFixed(0)} | ${page.cls.toFixed(3)} | ${kb(page.bytes)} | ${kb(page.jsBytes)} | ${ceiling.score} | ${ceiling.lcp.toFixed(0)} | ${ratio.toFixed(2)} |`,
    );
    if (page.score < 95) failures.push(`${name}: score ${page.score} < 95`);
    if (ratio > 1.3) failures.push(`${name}: LCP ${ratio.toFixed(2)}× the static copy`);
    if (page.cls >= 0.02) failures.push(`${name}: CLS ${page.cls.toFixed(3)}`);
    if (page.jsBytes > 150 * 1024) failures.push(`${name}: ${kb(page.jsBytes)} of JavaScript`);
    if (page.adminScripts > 0) failures.push(`${name}: loads admin code`);
    console.error(`[pages] ${name} done`);
  }
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  // A failure here leaves the table above standing.
  try {
    const move = await measureVirtualNextStop(BASE);
    const moveFast = await measureVirtualNextStop(BASE, 3, 1);
    lines.push(
      "",
      `Next stop, virtual (${move.tour}, ${move.moves} moves, in Chromium): median ${ms(moveFast.medianMs)}, slowest ${ms(moveFast.maxMs)}; with the CPU slowed 4× like a phone: median ${ms(move.medianMs)}, slowest ${ms(move.maxMs)}; tour-data requests while moving: ${move.tourDataRequests.length + moveFast.tourDataRequests.length}; moves that found the story still loading: ${move.storyWaits + moveFast.storyWaits}.`,
    );
    if (moveFast.medianMs >= 100) failures.push(`next stop: ${ms(moveFast.medianMs)} ≥ 100 ms`);
    const dataRequests = [...move.tourDataRequests, ...moveFast.tourDataRequests];
    if (dataRequests.length > 0) failures.push(`next stop requested ${dataRequests.join(", ")}`);
  } catch (error) {
    lines.push("", `Next stop, virtual: not measured (${String(error).split("\n", 1)[0]}).`);
    failures.push("next stop not measured");
  }
  lines.push(
    "",
    failures.length
      ? `Targets NOT met: ${failures.join("; ")}`
      : "Targets met: score ≥ 95, LCP ≤ 1.3× static, CLS < 0.02, JS ≤ 150 KB, no admin code, next stop < 100 ms with no tour-data request.",
  );
  console.log(lines.join("\n"));
} finally {
  await chrome.kill();
  await stopBenchServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
