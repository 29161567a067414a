/** Reads every backed-up table inside one read transaction into JSON-lines files. */
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { finished } from "node:stream/promises";
import type { Db, Engine } from "../db/database.js";
import { MIGRATION_NAMES } from "../db/migrator.js";
import { type Column, createBackupRepository } from "./backup.repository.js";
import { tablesToBackUp } from "./backup-tables.js";
import { encodeValue } from "./column-codec.js";
import { BackupError } from "./manifest.js";
import type { MediaObject, MediaStore } from "../modules/media/store/media-store.js";

export interface DumpedTable {
  name: string;
  columns: Column[];
  rows: number;
  file: string;
}

export interface Snapshot {
  schemaVersion: string;
  tables: DumpedTable[];
  media: MediaObject[];
}

export async function dumpSnapshot(
  db: Db,
  engine: Engine,
  store: MediaStore,
  workDir: string,
): Promise<Snapshot> {
  // PostgreSQL: one snapshot for the whole transaction. SQLite (WAL): a read transaction sees
  // the database as of its first read until it ends, while the site goes on writing; read only,
  // it takes no write lock (database.ts).
  const transaction =
    engine === "postgres"
      ? db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only")
      : db.transaction().setAccessMode("read only");
  return transaction.execute(async (trx) => {
    const repo = createBackupRepository(trx, engine);
    const schemaVersion = (await repo.appliedMigrations()).at(-1);
    if (!schemaVersion)
      throw new BackupError("The database has no schema yet: nothing to back up.");
    if (!MIGRATION_NAMES.includes(schemaVersion)) {
      throw new BackupError(
        `The database is at schema version ${schemaVersion}, which this code does not know; back up with the code that migrated it.`,
      );
    }
    const tables: DumpedTable[] = [];
    for (const name of tablesToBackUp(await repo.tables())) {
      const columns = await repo.columns(name);
      const file = path.join(workDir, `${name}.jsonl`);
      const rows = await writeJsonLines(repo.streamRows(name), columns, file);
      tables.push({ name, columns, rows, file });
    }
    // Listed once the snapshot has begun: an upload stores its file before its row, so every
    // file a row of the snapshot names is listed (later uploads may be too, harmlessly).
    const media: MediaObject[] = [];
    for await (const object of store.list()) media.push(object);
    return { schemaVersion, tables, media };
  });
}

async function writeJsonLines(
  rows: AsyncIterable<Record<string, unknown>>,
  columns: Column[],
  file: string,
): Promise<number> {
  const out = fs.createWriteStream(file);
  let count = 0;
  try {
    for await (const row of rows) {
      const line: Record<string, unknown> = {};
      for (const c of columns) line[c.name] = encodeValue(c.kind, row[c.name]);
      if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, "drain");
      count += 1;
    }
  } finally {
    out.end();
    await finished(out);
  }
  return count;
}
