/**
 * npm run bench:page-sizes — the HTML of the public list pages on the demo site and on the large
 * one (500 tours, 10,000 stops, 20,000 records): bytes raw and brotli, and the uncached first-byte
 * time (page cache off, every request rendered). The large site's pages should stay within 1.5× of
 * the demo's, whatever the size of the archive.
 */
import zlib from "node:zlib";
import { ensureServerBuild } from "../../scripts/ensure-server-build.js";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { rawGet } from "./support/http.js";
import { prepareSite, startAppServer, type Scenario } from "./support/sites.js";

const PAGES = ["/", "/tours", "/records", "/records?q=fort", "/records?page=2"];
const TIMED = Number(process.env.BENCH_REQUESTS ?? 21);

interface Row {
  page: string;
  raw: number;
  brotli: number;
  firstByteP50: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function measure(scenario: Scenario): Promise<Row[]> {
  const server = await startAppServer(await prepareSite(scenario), {
    PAGE_CACHE_MB: "0",
    OVERLOAD_LAG_MS: "0",
  });
  try {
    const rows: Row[] = [];
    for (const page of PAGES) {
      const url = server.base + page;
      const first = await rawGet(url, { "accept-encoding": "identity" });
      if (first.status !== 200) throw new Error(`${page} answered ${first.status}`);
      const times: number[] = [];
      for (let i = 0; i < TIMED; i++) times.push((await rawGet(url)).firstByteMs);
      rows.push({
        page,
        raw: first.body.length,
        brotli: zlib.brotliCompressSync(first.body).length,
        firstByteP50: median(times),
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await ensureServerBuild();
await ensureWebBuild();
const demo = await measure("demo");
const large = await measure("large");
console.log(
  "| Page | Demo raw / brotli | Large raw / brotli | Large ÷ demo (brotli) | Uncached first byte p50, demo / large |",
);
console.log("|---|---|---|---|---|");
for (const [i, d] of demo.entries()) {
  const l = large[i]!;
  console.log(
    `| ${d.page} | ${kb(d.raw)} / ${kb(d.brotli)} | ${kb(l.raw)} / ${kb(l.brotli)} | ${(l.brotli / d.brotli).toFixed(2)}× | ${d.firstByteP50.toFixed(1)} / ${l.firstByteP50.toFixed(1)} ms |`,
  );
}
