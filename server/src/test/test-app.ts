/** A fresh, migrated database and app per test file, on SQLite and (with TEST_DATABASE_URL) PostgreSQL. */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { openDatabase, type Engine } from "../db/database.js";
import { migrateToLatest } from "../db/migrator.js";
import type { MediaRepository } from "../modules/media/media.repository.js";
import { mediaRowFor } from "../modules/media/record-stored.js";
import { FACTORY_MEDIA } from "@tours/shared/testing";
import { multipart, type TestFile } from "./multipart.js";

export const testEngines: Engine[] = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];

export const STAFF_EMAIL = "curator@example.org";
export const STAFF_PASSWORD = "correct horse battery";

/**
 * This Vitest worker's own database on the PostgreSQL server of TEST_DATABASE_URL (made on first
 * use): each test file takes a schema in it and drops it when done. Workers never share one,
 * because Kysely's migrator reads the catalogue of every schema in its database, and a schema
 * another worker drops meanwhile fails that read ("schema … does not exist").
 */
let workerDatabase: Promise<string> | undefined;
function workerPgUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    const base = new URL(process.env.TEST_DATABASE_URL ?? "");
    const worker = new URL(base);
    worker.pathname = `${base.pathname}_w${process.env.VITEST_POOL_ID ?? "0"}`;
    const name = worker.pathname.slice(1);
    await withPgClient(base.toString(), async (client) => {
      const found = await client.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount) return;
      // 42P04: another process made it meanwhile.
      await client.query(`create database "${name}"`).catch((error: { code?: string }) => {
        if (error.code !== "42P04") throw error;
      });
    });
    return worker.toString();
  })();
  return workerDatabase;
}

export interface TestAppOptions {
  /** Record FACTORY_MEDIA's files as stored (rows only), so factory bodies save: on by default. */
  factoryMedia?: boolean;
}

export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  { factoryMedia = true }: TestAppOptions = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tours-test-"));
  const schema = `test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const pgUrl = engine === "postgres" ? await workerPgUrl() : "";
  if (engine === "postgres") await withPgClient(pgUrl, (c) => c.query(`create schema ${schema}`));
  const databaseUrl = engine === "postgres" ? pgUrl : `sqlite://${path.join(dataDir, "test.db")}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    // A busy test machine must not get 503s; overload.test.ts turns shedding on.
    OVERLOAD_LAG_MS: "0",
    ...env,
  });
  const handle = openDatabase(databaseUrl, engine === "postgres" ? { schema } : {});
  await migrateToLatest(handle.db);
  const { app, services, data } = await buildApp({ config, db: handle.db, web: false });
  await services.auth.createAccount(STAFF_EMAIL, STAFF_PASSWORD, "Test Curator");
  if (factoryMedia)
    await recordMedia(
      data.repos.media,
      FACTORY_MEDIA.map((file) => file.path),
    );

  let token: string | undefined;
  return {
    app,
    services,
    data,
    db: handle.db,
    config,
    /** Records `paths` as stored files, so content naming them saves. */
    recordMedia: (...paths: string[]) => recordMedia(data.repos.media, paths),
    /** Signs in once and returns headers for admin calls. */
    async staffHeaders(): Promise<Record<string, string>> {
      token ??= (await services.auth.login(STAFF_EMAIL, STAFF_PASSWORD, "127.0.0.9")).token;
      return { "x-local-token": token };
    },
    /** An admin API call as the signed-in test curator. */
    async admin(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) {
      token ??= (await services.auth.login(STAFF_EMAIL, STAFF_PASSWORD, "127.0.0.9")).token;
      return app.inject({
        method,
        url: `/dashboard/api${url}`,
        headers: { "x-local-token": token },
        payload: payload as object,
      });
    },
    /** POST /dashboard/api/media with `file` (and form `fields`), as the signed-in curator. */
    async upload(file: TestFile, fields: Record<string, string> = {}) {
      token ??= (await services.auth.login(STAFF_EMAIL, STAFF_PASSWORD, "127.0.0.9")).token;
      const body = multipart(fields, file);
      return app.inject({
        method: "POST",
        url: "/dashboard/api/media",
        headers: { "x-local-token": token, "content-type": body.contentType },
        payload: body.payload,
      });
    },
    async close() {
      await app.close();
      await handle.close();
      if (engine === "postgres")
        await withPgClient(pgUrl, (c) => c.query(`drop schema ${schema} cascade`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Media rows for `paths`, as an upload would leave them (the files themselves are the test's). */
async function recordMedia(media: MediaRepository, paths: readonly string[]): Promise<void> {
  for (const key of paths) {
    const row = mediaRowFor(key, 1);
    if (!row) throw new Error(`Not a media file by its name: ${key}`);
    await media.insert(row);
  }
}

async function withPgClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

export const countRows = async (
  t: TestApp,
  table: "stops" | "tours" | "records" | "record_keywords",
) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]
      ?.n,
  );
