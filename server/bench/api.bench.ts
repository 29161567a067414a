/**
 * npm run bench:api — drives the public list endpoints with autocannon on loopback, with the
 * shipped configuration (request logs on), against the ceiling measured in the same run: the same
 * bytes from a bare Node `http` server holding them in memory (support/bare-server.ts).
 */
import fs from "node:fs";
import os from "node:os";
import { ensureServerBuild } from "../../scripts/ensure-server-build.js";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { SEARCH_KEYWORD } from "./large-site.js";
import { startBareServer, type CapturedAnswer } from "./support/bare-server.js";
import { load, rawGet, type LoadResult } from "./support/http.js";
import { prepareSite, rssMb, startAppServer, type Scenario } from "./support/sites.js";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const GZIP = { "accept-encoding": "gzip" };

interface Row extends LoadResult {
  scenario: Scenario;
  endpoint: string;
  bytes: number;
  ceiling: LoadResult;
}

async function endpointsOf(base: string, scenario: Scenario): Promise<string[]> {
  const tours = JSON.parse((await rawGet(`${base}/api/tours`)).body.toString()) as { id: string }[];
  const keyword = scenario === "large" ? SEARCH_KEYWORD : await busiestKeyword(base);
  return [
    "/api/tours",
    "/api/records",
    `/api/tours/${tours[0]!.id}/stops`,
    `/api/stops/searchKeyword?keyword=${encodeURIComponent(keyword)}`,
  ];
}

async function benchScenario(scenario: Scenario): Promise<{ rows: Row[]; rssMb: number }> {
  const dataDir = await prepareSite(scenario);
  const server = await startAppServer(dataDir);
  try {
    const measured: (LoadResult & { answer: CapturedAnswer })[] = [];
    for (const endpoint of await endpointsOf(server.base, scenario)) {
      const { body, headers } = await rawGet(server.base + endpoint, GZIP);
      const result = await load(server.base + endpoint, {
        headers: GZIP,
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      measured.push({ ...result, answer: { path: endpoint, body, headers } });
      console.error(`[${scenario}] ${endpoint} done`);
    }
    const peak = rssMb(server.pid).peak;
    await server.stop();
    const bare = await startBareServer(measured.map((m) => m.answer));
    try {
      const rows: Row[] = [];
      for (const { answer, ...result } of measured) {
        rows.push({
          scenario,
          endpoint: answer.path.replace(/[0-9a-f-]{36}/, "{id}"),
          bytes: answer.body.length,
          ...result,
          ceiling: await load(bare.base + answer.path, {
            headers: GZIP,
            connections: CONNECTIONS,
            seconds: SECONDS,
          }),
        });
      }
      return { rows, rssMb: peak };
    } finally {
      bare.stop();
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function busiestKeyword(base: string): Promise<string> {
  const keywords = JSON.parse((await rawGet(`${base}/api/keywords`)).body.toString()) as string[];
  let best = { keyword: keywords[0] ?? "", hits: -1 };
  for (const keyword of keywords) {
    const url = `${base}/api/stops/searchKeyword?keyword=${encodeURIComponent(keyword)}`;
    const hits = (JSON.parse((await rawGet(url)).body.toString()) as unknown[]).length;
    if (hits > best.hits) best = { keyword, hits };
  }
  return best.keyword;
}

function report(results: { rows: Row[]; rssMb: number }[]): void {
  const lines = [
    `API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, gzip, loopback, shipped configuration (request logs on), ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
    "",
    "| site | endpoint | req/s | p50 ms | p99 ms | bytes/response | bare Node req/s | bare p99 ms | ratio |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of results.flatMap((x) => x.rows)) {
    lines.push(
      `| ${r.scenario} | ${r.endpoint} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.ceiling.rps.toFixed(0)} | ${r.ceiling.p99} | ${(r.rps / r.ceiling.rps).toFixed(2)} |`,
    );
  }
  lines.push(
    "",
    ...results.map((x) => `Peak server RSS (${x.rows[0]?.scenario}): ${x.rssMb.toFixed(0)} MB`),
  );
  const all = results.flatMap((x) => x.rows);
  const lists = all.filter((r) => !r.endpoint.includes("search"));
  const worstRatio = Math.min(...lists.map((r) => r.rps / r.ceiling.rps));
  const worstP99 = Math.max(...all.map((r) => r.p99));
  lines.push(
    "",
    `Targets: list ratio >= 0.7: worst ${worstRatio.toFixed(2)} ${worstRatio >= 0.7 ? "met" : "NOT met"}; ` +
      `p99 < 25 ms: worst ${worstP99} ms ${worstP99 < 25 ? "met" : "NOT met"}`,
  );
  console.log(lines.join("\n"));
}

await ensureWebBuild();
await ensureServerBuild();
const results = [];
for (const scenario of ["demo", "large"] as const) results.push(await benchScenario(scenario));
report(results);
