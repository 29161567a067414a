/**
 * `npm start` as shipped: one app process. A reload asked of it (SIGHUP, `systemctl reload`)
 * leaves it serving and says what to do instead; SIGTERM lets it exit cleanly.
 */
import { once } from "node:events";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SIGHUP_IGNORED } from "./serve.js";
import { type AppProcess, startEmptySite, whenServing } from "./test/app-process.js";

let site: Awaited<ReturnType<typeof startEmptySite>>;
let app: AppProcess;

beforeAll(async () => {
  site = await startEmptySite("single");
  app = site.app;
  await whenServing(app);
}, 180_000);

afterAll(() => site.remove());

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
