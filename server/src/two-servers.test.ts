/**
 * Two app servers on one PostgreSQL database and one S3-compatible bucket, behind a round-robin
 * proxy: what one server stores, changes, counts or refuses, the other sees and agrees with.
 * Needs PostgreSQL (TEST_DATABASE_URL), as CI has; the bucket is s3rver on loopback.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { type AppProcess, startAppProcess, whenServing } from "./test/app-process.js";
import { recordBody, stopBody, tourBody, qrCodeBody } from "@tours/shared/testing";
import { startRoundRobinProxy, type RoundRobinProxy } from "./test/round-robin-proxy.js";
import { startTestS3, type TestS3 } from "./test/s3-server.js";

const pgUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: "two@example.org", password: "two-servers-password" };
/** The sites store no files but those uploaded here, so the bodies name none. */
const NO_MEDIA = { audio: { path: "" } };
const png = fs.readFileSync(path.join(import.meta.dirname, "test/fixtures/pixel.png"));

let s3: TestS3;
let database: string;
let a: AppProcess;
let b: AppProcess;
let proxy: RoundRobinProxy;
let staff: Record<string, string>;

async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { ...headers, "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function signIn(base: string, password = ADMIN.password, from = "192.0.2.1") {
  return fetch(`${base}/dashboard/api/auth/login`, {
    method: "POST",
    ...json({ email: ADMIN.email, password }, { "x-forwarded-for": from }),
  });
}

async function saveTour(base: string, body: unknown, id: string) {
  return fetch(`${base}/dashboard/api/tours/${id}/with-stops`, {
    method: "PUT",
    ...json(body, staff),
  });
}

describe.skipIf(!pgUrl)("two app servers on one PostgreSQL and one bucket", () => {
  beforeAll(async () => {
    await ensureWebBuild();
    s3 = await startTestS3();
    database = `tours_two_${randomUUID().slice(0, 8)}`;
    await onPostgres(`create database ${database}`);
    const url = new URL(pgUrl!);
    url.pathname = `/${database}`;
    const env = {
      ...s3.env,
      DATABASE_URL: url.toString(),
      DATA_DIR: fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "tours-two-")),
      WEB_CONCURRENCY: "1",
      TRUST_PROXY: "true",
      DEMO_CONTENT: "true",
      LOG_LEVEL: "info",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // Both start at once on an empty database, as a deployment rolls out.
    [a, b] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
    await Promise.all([whenServing(a), whenServing(b)]);
    proxy = await startRoundRobinProxy([a.base, b.base]);
    const { token } = (await (await signIn(a.base)).json()) as { token: string };
    staff = { "x-local-token": token };
  }, 300_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    if (database) await onPostgres(`drop database if exists ${database} with (force)`);
  }, 60_000);

  it("prepared the database once: migrations, the staff account and the demo content", async () => {
    const loaded = `${a.output()}${b.output()}`.match(/demo content loaded/g);
    expect(loaded).toHaveLength(1);
    const fromA = (await (await fetch(`${a.base}/api/tours`)).json()) as { slug: string }[];
    const fromB = (await (await fetch(`${b.base}/api/tours`)).json()) as { slug: string }[];
    expect(fromA.length).toBeGreaterThan(0);
    expect(fromB).toEqual(fromA);
  });

  it("an upload through one server is served by the other, ranges included", async () => {
    const form = new FormData();
    form.append("file", new Blob([png], { type: "image/png" }), "pixel.png");
    const uploaded = await fetch(`${a.base}/dashboard/api/media`, {
      method: "POST",
      headers: staff,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url, bucket } = (await uploaded.json()) as { url: string; bucket: string };
    expect(bucket).toBe("tours-media");
    const served = await fetch(`${b.base}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const part = await fetch(`${b.base}${url}`, { headers: { range: "bytes=0-7" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(0, 8))).toBe(true);
  });

  it("an edit through one server shows on the other's public pages within a second", async () => {
    const record = recordBody({ images: [] });
    expect(
      (await fetch(`${a.base}/dashboard/api/records`, { method: "POST", ...json(record, staff) }))
        .status,
    ).toBe(201);
    const tour = tourBody({ title: "Before the edit" });
    const stop = stopBody(tour.id, record.id, NO_MEDIA);
    const first = await saveTour(
      a.base,
      { tour: { ...tour, stopIds: [stop.id] }, stops: [stop] },
      tour.id,
    );
    expect(first.status).toBe(200);
    const { tour: saved } = (await first.json()) as { tour: { version: number } };
    const page = `${b.base}/tours/${tour.slug}`;
    expect(await (await fetch(page)).text()).toContain("Before the edit");

    const edit = { ...tour, title: "After the edit", stopIds: [stop.id], version: saved.version };
    expect((await saveTour(a.base, { tour: edit, stops: [stop] }, tour.id)).status).toBe(200);
    const editedAt = Date.now();
    let shown = false;
    while (!shown && Date.now() - editedAt < 5_000) {
      shown = (await (await fetch(page)).text()).includes("After the edit");
    }
    expect(shown).toBe(true);
    expect(Date.now() - editedAt).toBeLessThan(1_000);
  });

  it("a staff session from one server works on the other, and ends on both", async () => {
    const { token } = (await (await signIn(b.base)).json()) as { token: string };
    const me = await fetch(`${a.base}/dashboard/api/auth/me`, {
      headers: { "x-local-token": token },
    });
    expect(me.status).toBe(200);
    const out = await fetch(`${a.base}/dashboard/api/auth/logout`, {
      method: "POST",
      headers: { "x-local-token": token },
    });
    expect(out.status).toBeLessThan(300);
    const after = await fetch(`${b.base}/dashboard/api/auth/me`, {
      headers: { "x-local-token": token },
    });
    expect(after.status).toBe(401);
  });

  it("sign-in limits count attempts on both servers together", async () => {
    // Five wrong passwords per address and e-mail in 15 minutes; here twelve at once, split.
    const statuses = await Promise.all(
      Array.from(
        { length: 12 },
        async () => (await signIn(proxy.base, "wrong-password-1", "198.51.100.7")).status,
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await signIn(a.base, ADMIN.password, "198.51.100.7")).status).toBe(429);
    expect((await signIn(b.base, ADMIN.password, "198.51.100.7")).status).toBe(429);
  });

  it("QR code scans and analytics events add up across both servers, each once", async () => {
    const code = qrCodeBody({ redirectUrl: "/tours" });
    expect(
      (await fetch(`${a.base}/dashboard/api/v2/codes`, { method: "POST", ...json(code, staff) }))
        .status,
    ).toBe(201);
    for (let visitor = 1; visitor <= 6; visitor++) {
      const scan = await fetch(`${proxy.base}/q/${code.id}`, {
        redirect: "manual",
        headers: { "x-forwarded-for": `203.0.113.${visitor}` },
      });
      expect(scan.status).toBe(302);
    }
    const label = `two-servers-${randomUUID()}`;
    const events = Array.from({ length: 10 }, () => ({
      id: randomUUID(),
      category: "Tour",
      action: "Started",
      label,
    }));
    // Each event twice, so each copy may reach a different server.
    for (const event of [...events, ...events]) {
      const sent = await fetch(`${proxy.base}/api/events`, { method: "POST", ...json(event) });
      expect(sent.status).toBe(204);
    }
    // Each server writes its scans and events in batches within a second.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const base of [a.base, b.base]) {
      const codes = (await (
        await fetch(`${base}/dashboard/api/v2/codes`, { headers: staff })
      ).json()) as {
        id: string;
        scansLast30Days: number;
      }[];
      expect(codes.find((c) => c.id === code.id)?.scansLast30Days).toBe(6);
      const stored = (await (
        await fetch(`${base}/dashboard/api/analytics/events?label=${label}`, { headers: staff })
      ).json()) as { eventId: string }[];
      expect(stored.map((e) => e.eventId).sort()).toEqual(events.map((e) => e.id).sort());
    }
  });

  it("two saves of the same version racing on the two servers: one lands, the other gets 409", async () => {
    const record = recordBody({ images: [] });
    await fetch(`${a.base}/dashboard/api/records`, { method: "POST", ...json(record, staff) });
    const tour = tourBody();
    const stop = stopBody(tour.id, record.id, NO_MEDIA);
    const created = await saveTour(
      b.base,
      { tour: { ...tour, stopIds: [stop.id] }, stops: [stop] },
      tour.id,
    );
    const { tour: saved } = (await created.json()) as { tour: { version: number } };
    const attempt = (base: string, title: string) =>
      saveTour(
        base,
        { tour: { ...tour, title, stopIds: [stop.id], version: saved.version }, stops: [stop] },
        tour.id,
      );
    const [fromA, fromB] = await Promise.all([
      attempt(a.base, "Saved on A"),
      attempt(b.base, "Saved on B"),
    ]);
    expect([fromA.status, fromB.status].sort()).toEqual([200, 409]);
    const winner = fromA.status === 200 ? "Saved on A" : "Saved on B";
    for (const base of [a.base, b.base]) {
      const shown = (await (
        await fetch(`${base}/dashboard/api/tours/${tour.id}`, { headers: staff })
      ).json()) as {
        title: string;
      };
      expect(shown.title).toBe(winner);
    }
  });
});
