/** The two sites every server benchmark runs on (the demo and the large one), and the app server. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_BUNDLE } from "../../../scripts/ensure-server-build.js";
import { ALLOCATOR_ENV, HEAP_FLAGS } from "../../src/cluster.js";
import { loadConfig } from "../../src/config.js";
import { openDatabase } from "../../src/db/database.js";
import { migrateToLatest } from "../../src/db/migrator.js";
import { createDataAccess } from "../../src/repositories.js";
import { seedDemoContent } from "../../src/seed/seed-demo.js";
import { createServices } from "../../src/services.js";
import { generateLargeSite } from "../large-site.js";
import { freePort, waitForHttp } from "./http.js";

export type Scenario = "demo" | "large";
const ROOT = path.resolve(import.meta.dirname, "../../..");

/** A data folder holding the scenario's content, made once per benchmark run. */
export async function prepareSite(scenario: Scenario): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tours-bench-${scenario}-`));
  const started = Date.now();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const handle = openDatabase(config.databaseUrl);
  await migrateToLatest(handle.db);
  if (scenario === "demo")
    await seedDemoContent(createServices(createDataAccess(handle.db), config));
  else await generateLargeSite(handle.db);
  await handle.close();
  console.error(`[${scenario}] content ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dataDir;
}

export interface AppServer {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * The built app with the shipped configuration (request logs on), started as `npm start` starts
 * it (its memory settings), unless `env` says otherwise.
 */
export async function startAppServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<AppServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...HEAP_FLAGS, SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...ALLOCATOR_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DEMO_CONTENT: "false",
      NODE_ENV: "production",
      ADMIN_EMAIL: "bench@example.org",
      ADMIN_PASSWORD: "bench-password-1",
      ...env,
    },
    // The request log goes where a service manager would take it; reading it is not measured.
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // A benchmark that fails half-way must not leave its server running.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`);
  return {
    base,
    pid: child.pid!,
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/** One app process's memory, in MB: resident now and at its peak, and what of it is anonymous. */
export interface ProcessMemory {
  pid: number;
  rss: number;
  peak: number;
  /** Private memory: the heap, buffers, allocator. The rest of RSS is mapped files (node itself). */
  anon: number;
}

/**
 * Memory of the app server: its process and, when it runs several (WEB_CONCURRENCY), every app
 * process under it. `peak` adds up each process's own peak, so it never understates.
 */
export function rssMb(pid: number): { now: number; peak: number; processes: ProcessMemory[] } {
  const processes = [pid, ...childrenOf(pid)].map((id): ProcessMemory => {
    const status = fs.readFileSync(`/proc/${id}/status`, "utf8");
    const mb = (field: string) =>
      Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
    return { pid: id, rss: mb("VmRSS"), peak: mb("VmHWM"), anon: mb("RssAnon") };
  });
  return {
    now: processes.reduce((sum, p) => sum + p.rss, 0),
    peak: processes.reduce((sum, p) => sum + p.peak, 0),
    processes,
  };
}

function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, "utf8").split(/\s+/).filter(Boolean).map(Number);
}
