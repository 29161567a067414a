import {
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  sql,
} from "kysely";
import type { Db } from "./database.js";
import { SERVER_MODULES } from "../modules/modules.js";

/**
 * Every migration, in the order they run (by name, as Kysely's migrator orders them): each module
 * lists those it added. The names are stored in the database. A shipped migration is never
 * edited: add a new one.
 */
const listed = SERVER_MODULES.flatMap((module) => Object.entries(module.migrations ?? {}));
const migrations: Record<string, Migration> = Object.fromEntries(
  listed.sort(([a], [b]) => a.localeCompare(b)),
);
if (Object.keys(migrations).length !== listed.length)
  throw new Error("Two modules add a migration of the same name");

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration name this code knows, oldest first: the possible schema versions. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

export async function migrateToLatest(db: Db): Promise<void> {
  report(await (await migrator(db)).migrateToLatest());
}

/** Migrates up or down to the schema version `name` (restoring an older backup needs this). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  report(await (await migrator(db)).migrateTo(name));
}

/**
 * On PostgreSQL the migrator is told the schema in use: otherwise it takes a migration table in
 * any other schema of the database (another app's, another test file's) for this one's.
 */
async function migrator(db: Db): Promise<Migrator> {
  const schema = await sql<{ name: string | null }>`select current_schema() as name`
    .execute(db)
    .then(({ rows }) => rows[0]?.name ?? undefined)
    .catch(() => undefined); // SQLite has no schemas (and no such function)
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

function report({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${String(error)}`);
  }
}
