import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./database.js";
import * as initial from "./migrations/0001_initial.js";
import * as qrCodeScans from "./migrations/0002_qr_code_scans.js";
import * as tourRoute from "./migrations/0003_tour_route.js";
import * as transcripts from "./migrations/0004_transcripts.js";
import * as rateLimits from "./migrations/0005_rate_limits.js";
import * as recordsTitleOrder from "./migrations/0006_records_title_order.js";

/** Every migration, in order. A shipped migration is never edited: add a new one. */
const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_qr_code_scans": qrCodeScans,
  "0003_tour_route": tourRoute,
  "0004_transcripts": transcripts,
  "0005_rate_limits": rateLimits,
  "0006_records_title_order": recordsTitleOrder,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${String(error)}`);
  }
}
