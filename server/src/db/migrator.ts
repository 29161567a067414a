import {
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  sql,
} from "kysely";
import type { Db } from "./database.js";
import * as initial from "./migrations/0001_initial.js";
import * as qrCodeScans from "./migrations/0002_qr_code_scans.js";
import * as tourRoute from "./migrations/0003_tour_route.js";
import * as transcripts from "./migrations/0004_transcripts.js";
import * as rateLimits from "./migrations/0005_rate_limits.js";
import * as recordsTitleOrder from "./migrations/0006_records_title_order.js";
import * as keywordSpellings from "./migrations/0007_keyword_spellings.js";
import * as analyticsEventIds from "./migrations/0008_analytics_event_ids.js";

/** Every migration, in order. A shipped migration is never edited: add a new one. */
const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_qr_code_scans": qrCodeScans,
  "0003_tour_route": tourRoute,
  "0004_transcripts": transcripts,
  "0005_rate_limits": rateLimits,
  "0006_records_title_order": recordsTitleOrder,
  "0007_keyword_spellings": keywordSpellings,
  "0008_analytics_event_ids": analyticsEventIds,
};

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
