/** Replaces the tables' rows with the archive's, inside the caller's transaction. */
import fs from "node:fs";
import readline from "node:readline";
import type { Engine } from "../db/database.js";
import type { BackupRepository, Column } from "./backup.repository.js";
import { RESTORE_EMPTIES, insertOrder } from "./backup-tables.js";
import { type ArchiveValue, decodeValue } from "./column-codec.js";
import { stagedFile } from "./archive-reader.js";
import { BackupError, type Manifest, tablePath } from "./manifest.js";

/** Bound parameters per INSERT stay well under SQLite's and PostgreSQL's limits. */
const MAX_PARAMETERS = 30_000;

/** Checks the migrated target has every table and column the archive holds, before any write. */
export async function targetColumns(
  repo: BackupRepository,
  manifest: Manifest,
): Promise<Map<string, Column[]>> {
  const present = new Set(await repo.tables());
  const result = new Map<string, Column[]>();
  for (const t of manifest.tables) {
    if (!present.has(t.name)) throw new BackupError(`The database has no table ${t.name}.`);
    const columns = await repo.columns(t.name);
    const names = new Set(columns.map((c) => c.name));
    const missing = t.columns.find((c) => !names.has(c.name));
    if (missing) throw new BackupError(`The database has no column ${t.name}.${missing.name}.`);
    result.set(
      t.name,
      columns.filter((c) => t.columns.some((a) => a.name === c.name)),
    );
  }
  return result;
}

export async function replaceTables(
  repo: BackupRepository,
  engine: Engine,
  manifest: Manifest,
  columns: Map<string, Column[]>,
  stagingDir: string,
): Promise<void> {
  const present = await repo.tables();
  const revisionBefore = present.includes("content_revision") ? await repo.revision() : 0;
  const emptied = present.filter((t) => RESTORE_EMPTIES.includes(t));
  for (const table of insertOrder(emptied).reverse()) await repo.deleteAll(table);
  for (const name of insertOrder(manifest.tables.map((t) => t.name))) {
    const table = manifest.tables.find((t) => t.name === name)!;
    const file = stagedFile(stagingDir, tablePath(name));
    const loaded = await insertLines(repo, engine, name, columns.get(name) ?? [], file);
    if (loaded !== table.rows)
      throw new BackupError(`Table ${name} has ${loaded} rows; the manifest says ${table.rows}.`);
  }
  await repo.resetSequences();
  // A restore is a content change: the revision moves past both sites' so no cache serves old pages.
  await repo.setRevision(Math.max(revisionBefore, await repo.revision()) + 1);
}

async function insertLines(
  repo: BackupRepository,
  engine: Engine,
  table: string,
  columns: Column[],
  file: string,
): Promise<number> {
  const batchSize = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / columns.length)));
  let batch: Record<string, unknown>[] = [];
  let count = 0;
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === "") continue;
    let values: Record<string, ArchiveValue>;
    try {
      values = JSON.parse(line) as Record<string, ArchiveValue>;
    } catch {
      throw new BackupError(`Table ${table} has a line that is not JSON (row ${count + 1}).`);
    }
    const row: Record<string, unknown> = {};
    for (const c of columns) row[c.name] = decodeValue(c.kind, values[c.name] ?? null, engine);
    batch.push(row);
    count += 1;
    if (batch.length >= batchSize) {
      await repo.insert(table, batch);
      batch = [];
    }
  }
  await repo.insert(table, batch);
  return count;
}
