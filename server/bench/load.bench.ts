/**
 * npm run bench:load — a burst on the public pages of the large site: 200 connections for 60 s,
 * three times on the same server, across 300 distinct page addresses (tours, stops, records,
 * landing pages, searches, lists). Measures timeouts, 503s, p99, /healthz latency during the load
 * and the server's RSS after each run.
 */
import fs from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { ensureServerBuild } from "../../scripts/ensure-server-build.js";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { watchHealth } from "./support/health-watch.js";
import { rawGet } from "./support/http.js";
import { prepareSite, rssMb, startAppServer } from "./support/sites.js";

const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCENARIO = process.env.BENCH_SITE === "demo" ? "demo" : "large";

const json = async <T>(url: string) => JSON.parse((await rawGet(url)).body.toString()) as T;

async function pagePaths(base: string): Promise<string[]> {
  const tours = await json<{ id: string; slug: string }[]>(`${base}/api/tours`);
  const keywords = await json<string[]>(`${base}/api/keywords`);
  const paths = ["/", "/tours", "/records", "/faq", "/about-us", "/lesson-plans"];
  for (const keyword of keywords.slice(0, 20))
    paths.push(`/search?keyword=${encodeURIComponent(keyword)}`);
  for (const tour of tours.slice(0, 12)) {
    const stops = await json<{ slug: string; record: { slug: string } }[]>(
      `${base}/api/tours/${tour.id}/stops`,
    );
    paths.push(`/tours/${tour.slug}`, `/tours/${tour.slug}/outro`);
    for (const stop of stops.slice(0, 10)) {
      paths.push(`/tours/${tour.slug}/${stop.slug}`, `/records/${stop.record.slug}`);
    }
  }
  return [...new Set(paths)].slice(0, 300);
}

async function main() {
  await ensureWebBuild();
  await ensureServerBuild();
  const dataDir = await prepareSite(SCENARIO);
  const server = await startAppServer(dataDir);
  const lines = [
    `Load benchmark (${SCENARIO} site): ${CONNECTIONS} connections x ${SECONDS} s, ${RUNS} runs on one server, brotli, shipped configuration, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
    "",
    "| run | requests | req/s | p50 ms | p99 ms | timeouts | errors | 503s | other non-2xx | /healthz p99 ms | /healthz max ms | RSS after MB | peak RSS MB |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  /** Each process's share: RSS counts node's own code (mapped from its file) once per process. */
  const processLines: string[] = [];
  try {
    const paths = await pagePaths(server.base);
    console.error(
      `[load] ${paths.length} page addresses; idle RSS ${rssMb(server.pid).now.toFixed(0)} MB`,
    );
    for (let run = 1; run <= RUNS; run++) {
      const health = watchHealth(server.base);
      const statuses = new Map<number, number>();
      const r = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: server.base,
            connections: CONNECTIONS,
            duration: SECONDS,
            timeout: 10,
            headers: { "accept-encoding": "br" },
            requests: paths.map((path) => ({ method: "GET", path })),
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        instance.on("response", (_client, status) =>
          statuses.set(status, (statuses.get(status) ?? 0) + 1),
        );
      });
      const h = await health();
      const rss = rssMb(server.pid);
      const shed = statuses.get(503) ?? 0;
      lines.push(
        `| ${run} | ${r.requests.total} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.timeouts} | ${r.errors} | ${shed} | ${r.non2xx - shed} | ${h.p99.toFixed(0)} | ${h.max.toFixed(0)} | ${rss.now.toFixed(0)} | ${rss.peak.toFixed(0)} |`,
      );
      console.error(lines.at(-1));
      processLines.push(
        `after run ${run}: ` +
          rss.processes
            .map(
              (p, i) =>
                `${i === 0 ? "primary" : `worker ${i}`} ${p.rss.toFixed(0)} MB (anonymous ${p.anon.toFixed(0)}, peak ${p.peak.toFixed(0)})`,
            )
            .join("; "),
      );
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log([...lines, "", ...processLines].join("\n"));
}

await main();
