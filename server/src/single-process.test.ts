/**
 * `npm start` as shipped: one app process. A reload asked of it (SIGHUP, `systemctl reload`)
 * leaves it serving and says what to do instead; SIGTERM lets it exit cleanly.
 */
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { SIGHUP_IGNORED } from "./serve.js";
import { type AppProcess, startAppProcess, whenServing } from "./test/app-process.js";

let app: AppProcess;
let dataDir: string;

beforeAll(async () => {
  await ensureWebBuild(); // npm test builds first; this covers running the file alone
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tours-single-"));
  app = await startAppProcess({
    DATA_DIR: dataDir,
    DEMO_CONTENT: "false",
    ADMIN_EMAIL: "single@example.org",
    ADMIN_PASSWORD: "single-password-1",
  });
  await whenServing(app);
}, 180_000);

afterAll(() => {
  if (app.child.exitCode === null) app.child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("keeps serving through a reload it cannot do, and says so", async () => {
  expect(app.output()).not.toContain("app processes");
  app.child.kill("SIGHUP");
  await app.until("the warning", () => app.output().includes("SIGHUP ignored"), 10_000);
  expect(app.output()).toContain(JSON.stringify(SIGHUP_IGNORED).slice(1, -1));
  expect((await fetch(`${app.base}/healthz`)).status).toBe(200);
  expect(app.child.exitCode).toBeNull();
});

it("exits cleanly on SIGTERM", async () => {
  const exited = once(app.child, "exit");
  app.child.kill("SIGTERM");
  const [code] = await exited;
  expect(code).toBe(0);
});
