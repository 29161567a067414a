/**
 * `npm start`'s real entry point (src/main.ts) run as a child process, as an operator runs it:
 * for tests of what only shows across processes (several workers, several servers).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureWebBuild } from "../../../scripts/ensure-web-build.js";
import { freePort } from "../../bench/support/http.js";

const SERVER_ROOT = path.resolve(import.meta.dirname, "../..");

export interface AppProcess {
  child: ChildProcess;
  base: string;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves once `check` holds, failing with the output after `ms`. */
  until(what: string, check: () => boolean, ms?: number): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited within 20 s. */
  stop(): Promise<void>;
}

export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      OVERLOAD_LAG_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));

  async function until(what: string, check: () => boolean, ms = 60_000) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (check()) return;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Timed out waiting for ${what}. Server output:\n${output}`);
  }

  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    until,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves when the server answers /healthz. */
export async function whenServing(app: AppProcess, ms = 120_000): Promise<void> {
  let up = false;
  const poll = async () => {
    while (!up && app.child.exitCode === null) {
      up = await fetch(`${app.base}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (!up) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const polling = poll();
  try {
    await app.until("the server to answer /healthz", () => up, ms);
  } finally {
    up = true;
    await polling;
  }
}

/**
 * An app process on a site of its own with no demo content and one staff account, with `env`
 * added; `remove()` kills it if it still runs and deletes its data.
 */
export async function startEmptySite(
  name: string,
  env: Record<string, string> = {},
): Promise<{ app: AppProcess; remove(): void }> {
  await ensureWebBuild(); // npm test builds first; this covers running a test file alone
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tours-${name}-`));
  const app = await startAppProcess({
    DATA_DIR: dataDir,
    DEMO_CONTENT: "false",
    ADMIN_EMAIL: `${name}@example.org`,
    ADMIN_PASSWORD: `${name}-password-1`,
    ...env,
  });
  return {
    app,
    remove() {
      if (app.child.exitCode === null) app.child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
