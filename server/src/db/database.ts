/** Opens the database named by a URL: sqlite://path (default) or postgres://… */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type TransactionSettings,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
} from "kysely";
import pg from "pg";
import Cursor from "pg-cursor";
import { watchPool } from "../lib/metrics/metrics.js";
import type { Database } from "./schema.js";

export type Engine = "sqlite" | "postgres";
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: the schema to use (tests give each file its own). */
  schema?: string;
}

export function openDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  if (url.startsWith("sqlite://")) return openSqlite(url.slice("sqlite://".length));
  throw new Error(`DATABASE_URL must start with sqlite:// or postgres://`);
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // Pages kept by SQLite itself, per connection (better-sqlite3 builds it with 16 MB; SQLite's own
  // default is 2 MB). The system's file cache already holds the file for every process, and the
  // public pages and lists are served from the app's caches: a page SQLite no longer holds costs a
  // read from that file cache, not from the disk.
  sqlite.pragma("cache_size = -4000");
  foldCaseLikePostgres(sqlite);
  const db = new Kysely<Database>({ dialect: immediateTransactions(sqlite) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

/**
 * SQLite's own lower() folds A–Z only: "É" stayed "É", so the records' case-insensitive title
 * filter missed "Église" for "église" on SQLite while PostgreSQL found it, and titles sorted
 * differently. lower() is JavaScript's toLowerCase() instead, which folds every letter, as
 * PostgreSQL's does and as the app lowers keywords itself. The title index (migration 0006) holds
 * lower(title) as computed when it was built: migration 0010 builds it again with this one. A tool
 * that opens the file without it (the sqlite3 shell) may read but must not write titles.
 */
function foldCaseLikePostgres(sqlite: SQLite.Database): void {
  sqlite.function("lower", { deterministic: true }, (text: unknown) =>
    text === null ? null : String(text).toLowerCase(),
  );
}

/**
 * SQLite transactions that take the write lock when they begin (BEGIN IMMEDIATE). With several app
 * processes on one file, a transaction begun plainly that reads and then writes fails at once
 * (SQLITE_BUSY) when another process wrote in between; begun immediately, it waits its turn
 * (busy_timeout) instead. A transaction marked read only (a backup's snapshot) begins plainly and
 * holds no lock that writers would wait on.
 */
function immediateTransactions(sqlite: SQLite.Database): Dialect {
  const plain = new SqliteDialect({ database: sqlite });
  class ImmediateDriver extends SqliteDriver {
    override async beginTransaction(
      connection: DatabaseConnection,
      settings?: TransactionSettings,
    ): Promise<void> {
      const readOnly = settings?.accessMode === "read only";
      await connection.executeQuery(CompiledQuery.raw(readOnly ? "begin" : "begin immediate"));
    }
  }
  return {
    createAdapter: () => plain.createAdapter(),
    createDriver: () => new ImmediateDriver({ database: sqlite }),
    createQueryCompiler: () => plain.createQueryCompiler(),
    createIntrospector: (db) => plain.createIntrospector(db),
  };
}

function openPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  const unwatch = watchPool(pool);
  return {
    db,
    engine: "postgres",
    close: () => {
      unwatch();
      return db.destroy();
    },
  };
}
