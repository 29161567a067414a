/** Helpers of the backup tests: sites to back up and restore into, what a user sees of them. */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "kysely";
import tar from "tar-stream";
import type { Engine } from "../db/database.js";
import { SERVER_ROOT } from "../server-root.js";
import { createTestApp, STAFF_EMAIL, STAFF_PASSWORD, type TestApp } from "../test/test-app.js";
import { BACKUP_TABLES } from "./backup-tables.js";
import type { MediaStore } from "../modules/media/store/media-store.js";

export const pgUrl = process.env.TEST_DATABASE_URL;

/** A site with content: an upload through the media service and a signed-in staff member. */
export async function siteWithUpload(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const t = await createTestApp(engine, env);
  await t.services.auth.login(STAFF_EMAIL, STAFF_PASSWORD, "127.0.0.9");
  const [account] = await t.services.auth.listAccounts();
  const pixel = path.join(SERVER_ROOT, "src/test/fixtures/pixel.png");
  await t.services.media.store(
    { filename: "pixel.png", stream: fs.createReadStream(pixel) },
    "media",
    account?.id ?? null,
  );
  return t;
}

export const mediaOf = (t: TestApp) => t.services.mediaStore;

/** Every backed-up table's rows, sorted, as the database answers them. */
export async function tableRows(t: TestApp): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of BACKUP_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      t.db,
    );
    result[table] = rows.map((r) => JSON.stringify(r, Object.keys(r).sort())).sort();
  }
  return result;
}

export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...BACKUP_TABLES, "sessions"]) {
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

/** Every object in the media store with the SHA-256 of its bytes. */
export async function mediaFiles(store: MediaStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const { key } of store.list()) {
    const hash = createHash("sha256");
    for await (const chunk of await store.read(key)) hash.update(chunk as Buffer);
    files[key] = hash.digest("hex");
  }
  return files;
}

/** What the public API answers: the tours, the records, and every tour's stops. */
export async function publicAnswers(t: TestApp): Promise<Record<string, unknown>> {
  const get = async (url: string) => (await t.app.inject({ url })).json() as unknown;
  const tours = (await get("/api/tours")) as { id: string }[];
  const answers: Record<string, unknown> = {
    tours,
    records: await get("/api/records"),
    featured: await get("/api/featuredTours"),
    about: await get("/api/content/about-us"),
  };
  for (const tour of tours) answers[`stops ${tour.id}`] = await get(`/api/tours/${tour.id}/stops`);
  return answers;
}

/** Copies an archive, passing each entry through edit (null drops it). Small archives only. */
export async function rewriteArchive(
  source: string,
  target: string,
  edit: (name: string, data: Buffer) => Buffer | null,
): Promise<void> {
  const extract = tar.extract();
  const entries: { name: string; data: Buffer }[] = [];
  extract.end(zlib.gunzipSync(fs.readFileSync(source)));
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<unknown> as AsyncIterable<Buffer>)
      chunks.push(chunk);
    const data = edit(entry.header.name, Buffer.concat(chunks));
    if (data) entries.push({ name: entry.header.name, data });
  }
  const pack = tar.pack();
  for (const { name, data } of entries) pack.entry({ name }, data);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<unknown> as AsyncIterable<Buffer>)
    chunks.push(chunk);
  fs.writeFileSync(target, zlib.gzipSync(Buffer.concat(chunks)));
}
