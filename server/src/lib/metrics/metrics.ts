/**
 * The process's Prometheus metrics (prom-client): requests by route, public cache lookups, uploads,
 * the PostgreSQL pool, and Node's own (event-loop lag, memory, garbage collection). One registry
 * per process; with several app processes the primary adds them together (cluster-metrics.ts).
 *
 * Counting requests sits on the hot path of every request: see request-table.ts.
 */
import type { MediaType } from "@tours/shared";
import { collectDefaultMetrics, Gauge, Registry } from "prom-client";
import { createRequestTable } from "./request-table.js";
import { createTally } from "./tally.js";

export const registry = new Registry();

const requestTable = createRequestTable({
  registry,
  counterName: "http_requests_total",
  histogramName: "http_request_duration_seconds",
  counterHelp: "HTTP requests answered, by method, route pattern and status class",
  histogramHelp:
    "Time from a request's arrival to its answer, in seconds, by method, route pattern and status class",
  // Cached answers take well under a millisecond; uncached pages a few milliseconds to a second.
  bounds: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const cacheLookups = createTally(registry, {
  name: "tours_cache_lookups_total",
  help: "Lookups in the public caches: page (rendered pages) and api (public API lists), hit or miss",
  labelNames: ["cache", "result"],
});

const uploadBytes = createTally(registry, {
  name: "tours_upload_bytes_total",
  help: "Bytes of media stored by uploads, by media type",
  labelNames: ["type"],
});

const uploads = createTally(registry, {
  name: "tours_uploads_total",
  help: "Media files stored by uploads, by media type",
  labelNames: ["type"],
});

/** Methods Node's parser accepts are a fixed set, but only these few are worth a label of their own. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Counts one answered request; `route` must be a pattern (route-label.ts), never a raw URL. */
export function observeRequest(method: string, route: string, status: number, seconds: number) {
  requestTable.observe(
    `${method} ${status} ${route}`,
    () => ({
      method: METHODS.has(method) ? method : "other",
      route,
      status_class: `${Math.floor(status / 100)}xx`,
    }),
    seconds,
  );
}

export type CacheName = "page" | "api";

const lookup = (cache: CacheName, result: "hit" | "miss") => cacheLookups.row({ cache, result });
const lookups = {
  page: { hit: lookup("page", "hit"), miss: lookup("page", "miss") },
  api: { hit: lookup("api", "hit"), miss: lookup("api", "miss") },
};

/** Counts a lookup in one of the public caches: a hit is an answer sent without building it. */
export function countCacheLookup(cache: CacheName, hit: boolean): void {
  lookups[cache][hit ? "hit" : "miss"].inc();
}

/** Counts a stored upload (called by the media service once the store holds it). */
export function countUpload(type: MediaType, bytes: number): void {
  const labels = { type: type.toLowerCase() };
  uploads.row(labels).inc();
  uploadBytes.row(labels).inc(bytes);
}

/** What a PostgreSQL pool (pg.Pool) tells of its connections. */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options: { max?: number };
}

const pools = new Set<PoolStats>();
let poolGauges = false;

function sumPools(field: (pool: PoolStats) => number): number {
  let sum = 0;
  for (const pool of pools) sum += field(pool);
  return sum;
}

/** Registered on the first pool, so a process on SQLite (no pool) shows none of them. */
function registerPoolGauges(): void {
  poolGauges = true;
  new Gauge({
    name: "tours_db_pool_connections",
    help: "PostgreSQL pool connections, busy (running a query) or idle",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const total = sumPools((pool) => pool.totalCount);
      const idle = sumPools((pool) => pool.idleCount);
      this.set({ state: "busy" }, total - idle);
      this.set({ state: "idle" }, idle);
    },
  });
  new Gauge({
    name: "tours_db_pool_waiting_requests",
    help: "Queries waiting for a PostgreSQL pool connection",
    registers: [registry],
    collect() {
      this.set(sumPools((pool) => pool.waitingCount));
    },
  });
  new Gauge({
    name: "tours_db_pool_max_connections",
    help: "The most connections the PostgreSQL pools may open",
    registers: [registry],
    collect() {
      this.set(sumPools((pool) => pool.options.max ?? 10));
    },
  });
}

/** Reports a PostgreSQL pool's use until the returned function is called (when it closes). */
export function watchPool(pool: PoolStats): () => void {
  if (!poolGauges) registerPoolGauges();
  pools.add(pool);
  return () => pools.delete(pool);
}

let defaultMetrics = false;

/** Node's own metrics (event-loop lag, memory, GC, CPU): started once, by the app that serves /metrics. */
export function startProcessMetrics(): void {
  if (defaultMetrics) return;
  defaultMetrics = true;
  collectDefaultMetrics({ register: registry });
}
