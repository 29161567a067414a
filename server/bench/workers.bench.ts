/**
 * npm run bench:workers — the public pages and API lists of the large site with one app process
 * and with two (WEB_CONCURRENCY), each against a bare Node `http` server with as many processes
 * holding the same bytes in memory, measured in the same run. The load generator (autocannon)
 * shares the machine's cores with the servers, so a second process cannot double the figures; the
 * ratio to the bare server with the same number of processes says how much of the machine the app
 * leaves unused.
 */
import fs from "node:fs";
import os from "node:os";
import { ensureServerBuild } from "../../scripts/ensure-server-build.js";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { startBareServer, type CapturedAnswer } from "./support/bare-server.js";
import { load, rawGet, type LoadResult } from "./support/http.js";
import { prepareSite, startAppServer } from "./support/sites.js";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BR = { "accept-encoding": "br" };

async function addresses(base: string): Promise<[string, string][]> {
  const tours = JSON.parse((await rawGet(`${base}/api/tours`)).body.toString()) as {
    id: string;
    slug: string;
  }[];
  const tour = tours[0]!;
  const stops = JSON.parse(
    (await rawGet(`${base}/api/tours/${tour.id}/stops`)).body.toString(),
  ) as {
    slug: string;
    record: { slug: string };
  }[];
  return [
    ["page: home", "/"],
    ["page: tours", "/tours"],
    ["page: stop", `/tours/${tour.slug}/${stops[0]!.slug}`],
    ["page: record", `/records/${stops[0]!.record.slug}`],
    ["API: tours", "/api/tours"],
    ["API: a tour's stops", `/api/tours/${tour.id}/stops`],
    ["API: records page", "/api/records?page=2&pageSize=50"],
  ];
}

interface Row {
  name: string;
  workers: number;
  app: LoadResult;
  bare: LoadResult;
}

async function measure(dataDir: string, workers: number): Promise<Row[]> {
  const server = await startAppServer(dataDir, { WEB_CONCURRENCY: String(workers) });
  const measured: { name: string; app: LoadResult; answer: CapturedAnswer }[] = [];
  try {
    for (const [name, path] of await addresses(server.base)) {
      const { body, headers } = await rawGet(server.base + path, BR);
      const app = await load(server.base + path, {
        headers: BR,
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      measured.push({ name, app, answer: { path, body, headers } });
      console.error(`[${workers} workers] ${name} done`);
    }
  } finally {
    await server.stop();
  }
  const bare = await startBareServer(
    measured.map((m) => m.answer),
    workers,
  );
  try {
    const rows: Row[] = [];
    for (const { name, app, answer } of measured) {
      const ceiling = await load(bare.base + answer.path, {
        headers: BR,
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      rows.push({ name, workers, app, bare: ceiling });
    }
    return rows;
  } finally {
    bare.stop();
  }
}

async function main() {
  await ensureWebBuild();
  await ensureServerBuild();
  const dataDir = await prepareSite("large");
  try {
    const one = await measure(dataDir, 1);
    const two = await measure(dataDir, 2);
    const lines = [
      `Workers benchmark (large site): ${CONNECTIONS} connections, ${SECONDS} s per address, brotli, loopback, shipped configuration, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
      "",
      "| address | 1 process req/s | bare, 1 process | ratio | 2 processes req/s | bare, 2 processes | ratio | 2 vs 1 |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
    ];
    for (const [i, a] of one.entries()) {
      const b = two[i]!;
      lines.push(
        `| ${a.name} | ${a.app.rps.toFixed(0)} | ${a.bare.rps.toFixed(0)} | ${(a.app.rps / a.bare.rps).toFixed(2)} | ${b.app.rps.toFixed(0)} | ${b.bare.rps.toFixed(0)} | ${(b.app.rps / b.bare.rps).toFixed(2)} | ${(b.app.rps / a.app.rps).toFixed(2)}× |`,
      );
    }
    console.log(lines.join("\n"));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
