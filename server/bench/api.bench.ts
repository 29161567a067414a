/**
 * npm run bench:api — drives the public list endpoints with autocannon on loopback, against the
 * same response bytes served as a static file by the same server process (the ceiling).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureServerBuild, SERVER_BUNDLE } from "../../scripts/ensure-server-build.js";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { openDatabase } from "../src/db/database.js";
import { migrateToLatest } from "../src/db/migrator.js";
import { seedDemoContent } from "../src/seed/seed-demo.js";
import { createServices } from "../src/services.js";
import { loadConfig } from "../src/config.js";
import { generateLargeSite, SEARCH_KEYWORD } from "./large-site.js";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROOT = path.resolve(import.meta.dirname, "../..");

interface Row {
  scenario: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  ceilingRps: number;
  ceilingP99: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function rawGet(url: string, headers: Record<string, string> = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res
          .on("data", (c: Buffer) => chunks.push(c))
          .on("end", () => resolve(Buffer.concat(chunks)))
          .on("error", reject);
      })
      .on("error", reject);
  });
}

async function prepare(dataDir: string, scenario: "demo" | "large"): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const handle = openDatabase(config.databaseUrl);
  await migrateToLatest(handle.db);
  if (scenario === "demo")
    await seedDemoContent(handle.db, createServices(handle.db, config), config.mediaRoot);
  else await generateLargeSite(handle.db);
  await handle.close();
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DEMO_CONTENT: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ADMIN_EMAIL: "bench@example.org",
      ADMIN_PASSWORD: "bench-password-1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await rawGet(`http://127.0.0.1:${port}/healthz`)).includes("ok")) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error("server did not start");
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function load(url: string, headers: Record<string, string>) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

async function benchScenario(scenario: "demo" | "large"): Promise<{ rows: Row[]; rssMb: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tours-bench-${scenario}-`));
  try {
    const started = Date.now();
    await prepare(dataDir, scenario);
    console.error(`[${scenario}] content ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const port = await freePort();
    const server = await startServer(dataDir, port);
    const base = `http://127.0.0.1:${port}`;
    try {
      const tours = JSON.parse((await rawGet(`${base}/api/tours`)).toString()) as { id: string }[];
      const keyword = scenario === "large" ? SEARCH_KEYWORD : await busiestKeyword(base);
      const endpoints = [
        "/api/tours",
        "/api/records",
        `/api/tours/${tours[0]!.id}/stops`,
        `/api/stops/searchKeyword?keyword=${encodeURIComponent(keyword)}`,
      ];
      const ceilingDir = path.join(dataDir, "uploads", "bench");
      fs.mkdirSync(ceilingDir, { recursive: true });
      const gzipHeaders = { "accept-encoding": "gzip" };
      const measured = [];
      for (const [i, endpoint] of endpoints.entries()) {
        const bytes = await rawGet(base + endpoint, gzipHeaders);
        fs.writeFileSync(path.join(ceilingDir, `${i}.bin`), bytes);
        measured.push({
          endpoint,
          bytes: bytes.length,
          api: await load(base + endpoint, gzipHeaders),
        });
        console.error(`[${scenario}] ${endpoint} done`);
      }
      // Read before the ceiling runs: streaming files to 50 connections grows the heap too.
      const rssMb = peakRssMb(server.pid!);
      const rows: Row[] = [];
      for (const [i, m] of measured.entries()) {
        const ceiling = await load(`${base}/media/bench/${i}.bin`, {});
        rows.push({
          scenario,
          endpoint: m.endpoint.replace(/[0-9a-f-]{36}/, "{id}"),
          ...m.api,
          bytes: m.bytes,
          ceilingRps: ceiling.rps,
          ceilingP99: ceiling.p99,
        });
      }
      return { rows, rssMb };
    } finally {
      server.kill("SIGTERM");
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function busiestKeyword(base: string): Promise<string> {
  const keywords = JSON.parse((await rawGet(`${base}/api/keywords`)).toString()) as string[];
  let best = { keyword: keywords[0] ?? "", hits: -1 };
  for (const keyword of keywords) {
    const hits = (
      JSON.parse(
        (
          await rawGet(`${base}/api/stops/searchKeyword?keyword=${encodeURIComponent(keyword)}`)
        ).toString(),
      ) as unknown[]
    ).length;
    if (hits > best.hits) best = { keyword, hits };
  }
  return best.keyword;
}

function report(results: { rows: Row[]; rssMb: number }[]): void {
  const lines = [
    `API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, gzip, loopback, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
    "",
    "| site | endpoint | req/s | p50 ms | p99 ms | bytes/response | ceiling req/s | ceiling p99 ms | ratio |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of results.flatMap((x) => x.rows)) {
    lines.push(
      `| ${r.scenario} | ${r.endpoint} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.ceilingRps.toFixed(0)} | ${r.ceilingP99} | ${(r.rps / r.ceilingRps).toFixed(2)} |`,
    );
  }
  lines.push(
    "",
    ...results.map(
      (x) =>
        `Peak server RSS while serving the API (${x.rows[0]?.scenario}): ${x.rssMb.toFixed(0)} MB`,
    ),
  );
  const all = results.flatMap((x) => x.rows);
  const lists = all.filter((r) => !r.endpoint.includes("search"));
  const worstRatio = Math.min(...lists.map((r) => r.rps / r.ceilingRps));
  const worstP99 = Math.max(...all.map((r) => r.p99));
  const largeRss = results.find((x) => x.rows[0]?.scenario === "large")?.rssMb ?? 0;
  lines.push(
    "",
    `Targets: list ratio >= 0.5: worst ${worstRatio.toFixed(2)} ${worstRatio >= 0.5 ? "met" : "NOT met"}; ` +
      `p99 < 25 ms: worst ${worstP99} ms ${worstP99 < 25 ? "met" : "NOT met"}; ` +
      `peak RSS < 250 MB (large): ${largeRss.toFixed(0)} MB ${largeRss < 250 ? "met" : "NOT met"}`,
  );
  console.log(lines.join("\n"));
}

await ensureWebBuild();
await ensureServerBuild();
const results = [];
for (const scenario of ["demo", "large"] as const) results.push(await benchScenario(scenario));
report(results);
