/** Starts the built server for a benchmark on its own port and data folder, and waits until it answers. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { SERVER_BUNDLE } from "../../scripts/ensure-server-build.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

export const BENCH_EMAIL = "bench@example.org";
export const BENCH_PASSWORD = "bench-password-1";

export async function startBenchServer(
  port: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PUBLIC_BASE_URL: base,
      ADMIN_EMAIL: BENCH_EMAIL,
      ADMIN_PASSWORD: BENCH_PASSWORD,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error("server did not start");
}

/** Stops a server started above and waits until it has exited, so its data folder can go. */
export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}
