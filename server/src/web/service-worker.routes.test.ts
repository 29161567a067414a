/** /sw.js: the built worker, always revalidated; with SERVICE_WORKER=off, the worker that removes itself. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { KILL_WORKER } from "@tours/shared";
import { serviceWorkerRoutes } from "./service-worker.routes.js";

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "sw-route-"));
fs.mkdirSync(path.join(webRoot, "build/sw"), { recursive: true });
const built = path.join(webRoot, "build/sw/sw.js");
fs.writeFileSync(built, "// version N\n");

async function appWith(enabled: boolean) {
  const app = Fastify();
  await app.register(serviceWorkerRoutes, { webRoot, enabled });
  return app;
}

afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

describe("GET /sw.js", () => {
  it("serves the built worker as JavaScript that browsers always revalidate", async () => {
    const app = await appWith(true);
    const res = await app.inject({ url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("// version N\n");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const again = await app.inject({
      url: "/sw.js",
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves a rebuilt worker without a restart", async () => {
    const app = await appWith(true);
    const before = await app.inject({ url: "/sw.js" });
    fs.writeFileSync(built, "// version N+1\n");
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(built, later, later);
    const after = await app.inject({ url: "/sw.js" });
    expect(after.body).toBe("// version N+1\n");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("is the self-removing worker when switched off or not built", async () => {
    const off = await (await appWith(false)).inject({ url: "/sw.js" });
    expect(off.body).toBe(KILL_WORKER);
    expect(off.body).toContain("registration.unregister()");
    expect(off.body).toContain("caches.delete");
    const app = Fastify();
    await app.register(serviceWorkerRoutes, { webRoot: path.join(webRoot, "none"), enabled: true });
    expect((await app.inject({ url: "/sw.js" })).body).toBe(KILL_WORKER);
  });
});

describe("SERVICE_WORKER", () => {
  it("is on in production by default, off when switched off or in development", () => {
    expect(loadConfig({}).serviceWorker).toBe(true);
    expect(loadConfig({ SERVICE_WORKER: "off" }).serviceWorker).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).serviceWorker).toBe(false);
    expect(() => loadConfig({ SERVICE_WORKER: "maybe" })).toThrow(/SERVICE_WORKER/);
  });
});
