/**
 * `npm start` with WEB_CONCURRENCY=2, as a user runs it: two app processes on one port. A rolling
 * restart (SIGHUP) under load answers every request, and SIGTERM lets the cluster exit cleanly.
 */
import { execFileSync } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppProcess, startEmptySite } from "./test/app-process.js";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { sampleSum } from "./test/prometheus-text.js";

let site: Awaited<ReturnType<typeof startEmptySite>>;
let app: AppProcess;
let base: string;
const output = () => app.output();

/** The app processes the primary runs (not tsx's esbuild helper). */
const workers = () =>
  execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(app.child.pid)], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes("src/main.ts"))
    .map((line) => Number.parseInt(line, 10))
    .sort();

beforeAll(async () => {
  site = await startEmptySite("cluster", { WEB_CONCURRENCY: "2" });
  app = site.app;
  base = app.base;
  await app.until("two app processes", () => output().includes("2 app processes"), 120_000);
}, 420_000);

afterAll(() => site.remove());

describe("several app processes", () => {
  it("prepares the database once and serves the port from two workers", async () => {
    expect(workers()).toHaveLength(2);
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(output().match(/Staff sign-in/g)).toHaveLength(1);
  });

  it("a rolling restart under load answers every request, then new workers serve", async () => {
    const before = workers();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let loading = true;
    const client = async () => {
      while (loading) {
        for (const route of ["/api/tours", "/healthz", "/tours"]) {
          try {
            const response = await fetch(base + route);
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          } catch (error) {
            failures.push(`${route}: ${(error as Error).cause ?? (error as Error).message}`);
          }
        }
      }
    };
    const clients = Array.from({ length: 12 }, client);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const restarted = output().length;
    app.child.kill("SIGHUP");
    await app.until("the rolling restart", () =>
      output().includes("Rolling restart done.", restarted),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    loading = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect([...statuses.keys()]).toEqual([200]);
    expect(statuses.get(200)).toBeGreaterThan(100);
    const after = workers();
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
  }, 120_000);

  it("saves racing on both workers all land, and every worker's public list shows them at once", async () => {
    const login = await fetch(`${base}/dashboard/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "cluster@example.org", password: "cluster-password-1" }),
    });
    const { token } = (await login.json()) as { token: string };
    const staff = { "content-type": "application/json", "x-local-token": token };
    // This site has no stored files: the bodies name none.
    const record = recordBody({ images: [] });
    const created = await fetch(`${base}/dashboard/api/records`, {
      method: "POST",
      headers: staff,
      body: JSON.stringify(record),
    });
    expect(created.status).toBe(201);

    const tours = Array.from({ length: 16 }, () => tourBody());
    const statuses = await Promise.all(
      tours.map(async (tour) => {
        const stop = stopBody(tour.id, record.id, { audio: { path: "" } });
        const response = await fetch(`${base}/dashboard/api/tours/${tour.id}/with-stops`, {
          method: "PUT",
          headers: staff,
          body: JSON.stringify({ tour: { ...tour, stopIds: [stop.id] }, stops: [stop] }),
        });
        return response.status === 200 ? 200 : `${response.status} ${await response.text()}`;
      }),
    );
    expect(statuses).toEqual(tours.map(() => 200));
    // Round robin: successive requests reach both workers; each lists every tour.
    for (let i = 0; i < 6; i++) {
      const listed = (await (await fetch(`${base}/api/tours`)).json()) as { id: string }[];
      expect(listed.map((tour) => tour.id)).toEqual(expect.arrayContaining(tours.map((t) => t.id)));
    }
  }, 60_000);

  it("/metrics through the shared port adds up the requests of both workers, whichever answers", async () => {
    // A connection of its own for each request, so the primary hands them to the workers in turn.
    const get = (route: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(base + route, { agent: false }, (response) => {
            let body = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => (body += chunk));
            response.on("end", () => resolve({ status: response.statusCode!, body }));
          })
          .on("error", reject);
      });
    const N = 20;
    for (let i = 0; i < N; i++) expect((await get("/readyz")).status).toBe(200);
    expect((await get("/tours")).status).toBe(200);
    for (let scrape = 0; scrape < 2; scrape++) {
      const { status, body } = await get("/metrics");
      expect(status).toBe(200);
      // Nothing else in this file asks for /readyz: every one of them is counted, on either worker.
      expect(sampleSum(body, "http_requests_total", { route: "/readyz" })).toBe(N);
      // A page is counted under its kind of page, not the web app's catch-all route.
      expect(sampleSum(body, "http_requests_total", { route: "/tours" })).toBeGreaterThanOrEqual(1);
    }
  }, 60_000);

  it("SIGTERM finishes what is in hand and exits cleanly, even with a client that never finishes", async () => {
    // A request whose headers never end holds its connection open until the grace time cuts it.
    const stuck = net.connect(Number(new URL(base).port), "127.0.0.1");
    stuck.on("error", () => undefined);
    stuck.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const inFlight = fetch(`${base}/api/tours`);
    app.child.kill("SIGTERM");
    expect((await inFlight).status).toBe(200);
    const [code] = (await once(app.child, "exit")) as [number | null];
    expect(code).toBe(0);
    stuck.destroy();
  }, 60_000);
});
