/**
 * npm run bench:pages (first part) — the public pages' HTML as a server, on the demo site and the
 * large one (500 tours, 10,000 stops, 20,000 records):
 * - throughput at 50 connections, brotli, shipped configuration, against the ceiling measured in
 *   the same run: the same bytes from a bare Node `http` server holding them in memory;
 * - each page's HTML size, large site against demo site;
 * - uncached first-byte time (page cache off), p50 of sequential requests.
 */
import fs from "node:fs";
import os from "node:os";
import { ensureServerBuild } from "../../scripts/ensure-server-build.js";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { SEARCH_KEYWORD } from "../../server/bench/large-site.js";
import { startBareServer, type CapturedAnswer } from "../../server/bench/support/bare-server.js";
import { load, rawGet, type LoadResult } from "../../server/bench/support/http.js";
import { prepareSite, startAppServer, type Scenario } from "../../server/bench/support/sites.js";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const FIRST_BYTE_SAMPLES = 15;
const BR = { "accept-encoding": "br" };

interface PageRow extends LoadResult {
  page: string;
  path: string;
  htmlBytes: number;
  brBytes: number;
  firstByteP50: number;
  ceiling?: LoadResult;
}

/** A list the run needs; a busy machine's 503 (load shedding) is waited out, as Retry-After asks. */
async function json<T>(url: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await rawGet(url);
    if (answer.status === 200) return JSON.parse(answer.body.toString()) as T;
    if (answer.status !== 503 || attempt === 5) throw new Error(`${url} answered ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function pagesOf(base: string): Promise<[string, string][]> {
  const tours = await json<{ id: string; slug: string }[]>(`${base}/api/tours`);
  const stops = await json<{ slug: string; record: { slug: string } }[]>(
    `${base}/api/tours/${tours[0]!.id}/stops`,
  );
  const keywords = await json<string[]>(`${base}/api/keywords`);
  const keyword = keywords.includes(SEARCH_KEYWORD) ? SEARCH_KEYWORD : keywords[0]!;
  return [
    ["home", "/"],
    ["tours", "/tours"],
    ["records", "/records"],
    ["records filtered", "/records?q=fort"],
    ["records page 2", "/records?page=2"],
    ["record", `/records/${stops[0]!.record.slug}`],
    ["search", `/search?keyword=${encodeURIComponent(keyword)}`],
    ["tour", `/tours/${tours[0]!.slug}`],
    ["stop", `/tours/${tours[0]!.slug}/${stops[0]!.slug}`],
    ["qr-welcome", `/landing/walking-tours/${stops[0]!.record.slug}`],
    ["faq", "/faq"],
  ];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function firstByteP50(base: string, path: string): Promise<number> {
  for (let i = 0; i < 3; i++) await rawGet(base + path, BR);
  const times: number[] = [];
  for (let i = 0; i < FIRST_BYTE_SAMPLES; i++)
    times.push((await rawGet(base + path, BR)).firstByteMs);
  return Math.round(median(times) * 10) / 10;
}

async function benchScenario(scenario: Scenario): Promise<PageRow[]> {
  const dataDir = await prepareSite(scenario);
  try {
    const uncached = await startAppServer(dataDir, { PAGE_CACHE_MB: "0" });
    const pages = await pagesOf(uncached.base);
    const firstByte = new Map<string, number>();
    for (const [, path] of pages) firstByte.set(path, await firstByteP50(uncached.base, path));
    await uncached.stop();

    const server = await startAppServer(dataDir);
    const rows: PageRow[] = [];
    const answers: CapturedAnswer[] = [];
    try {
      for (const [page, path] of pages) {
        const html = await rawGet(server.base + path, { "accept-encoding": "identity" });
        const br = await rawGet(server.base + path, BR);
        answers.push({ path, body: br.body, headers: br.headers });
        const result = await load(server.base + path, {
          headers: BR,
          connections: CONNECTIONS,
          seconds: SECONDS,
        });
        rows.push({
          page,
          path,
          htmlBytes: html.body.length,
          brBytes: br.body.length,
          firstByteP50: firstByte.get(path)!,
          ...result,
        });
        console.error(`[${scenario}] ${page} done`);
      }
    } finally {
      await server.stop();
    }
    const bare = await startBareServer(answers);
    try {
      for (const row of rows) {
        row.ceiling = await load(bare.base + row.path, {
          headers: BR,
          connections: CONNECTIONS,
          seconds: SECONDS,
        });
      }
    } finally {
      bare.stop();
    }
    return rows;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(demo: PageRow[], large: PageRow[]): void {
  const lines = [
    `Page HTML benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, brotli, loopback, shipped configuration, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
    "",
    "| site | page | req/s | p50 ms | p99 ms | bare Node req/s | bare p99 ms | ratio | HTML bytes | br bytes | uncached first byte p50 ms |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const [site, rows] of [
    ["demo", demo],
    ["large", large],
  ] as const) {
    for (const r of rows) {
      lines.push(
        `| ${site} | ${r.page} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.ceiling!.rps.toFixed(0)} | ${r.ceiling!.p99} | ${(r.rps / r.ceiling!.rps).toFixed(2)} | ${r.htmlBytes} | ${r.brBytes} | ${r.firstByteP50} |`,
      );
    }
  }
  const all = [...demo, ...large];
  const worstRatio = Math.min(...all.map((r) => r.rps / r.ceiling!.rps));
  const worstP99 = Math.max(...all.map((r) => r.p99));
  const growth = (bytes: (row: PageRow) => number) =>
    large
      .map((r) => ({ page: r.page, x: bytes(r) / bytes(demo.find((d) => d.page === r.page)!) }))
      .reduce((a, b) => (b.x > a.x ? b : a));
  const worstGrowth = growth((r) => r.htmlBytes);
  const worstBrGrowth = growth((r) => r.brBytes);
  const worstFirstByte = Math.max(...large.map((r) => r.firstByteP50));
  const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
  lines.push(
    "",
    `Targets: ratio >= 0.5: worst ${worstRatio.toFixed(2)} ${verdict(worstRatio >= 0.5)}; ` +
      `p99 < 25 ms: worst ${worstP99} ms ${verdict(worstP99 < 25)}; ` +
      `large-site HTML <= 1.5x demo: worst ${worstGrowth.x.toFixed(2)}x raw (${worstGrowth.page}) ${verdict(worstGrowth.x <= 1.5)}, ` +
      `${worstBrGrowth.x.toFixed(2)}x brotli (${worstBrGrowth.page}) ${verdict(worstBrGrowth.x <= 1.5)}; ` +
      `uncached first byte p50 < 50 ms on the large site: worst ${worstFirstByte} ms ${verdict(worstFirstByte < 50)}`,
  );
  console.log(lines.join("\n"));
}

await ensureWebBuild();
await ensureServerBuild();
const demo = await benchScenario("demo");
const large = await benchScenario("large");
report(demo, large);
