/**
 * The module list gives the same migrations and backup order as the lists it replaced; a module
 * added since (notices) adds its own after them, so a new entity needs no change here.
 */
import { describe, expect, it } from "vitest";
import {
  BACKUP_TABLES,
  CONTENT_TABLES,
  RESTORE_EMPTIES,
  SKIPPED_TABLES,
} from "../backup/backup-tables.js";
import { MIGRATION_NAMES } from "../db/migrator.js";

/** The migrations the one list replaced, in the order they always ran. */
const REPLACED_MIGRATIONS = [
  "0001_initial",
  "0002_qr_code_scans",
  "0003_tour_route",
  "0004_transcripts",
  "0005_rate_limits",
  "0006_records_title_order",
  "0007_keyword_spellings",
  "0008_analytics_event_ids",
];

/** The backup's tables before the module list, in their insert order (parents first). */
const REPLACED_BACKUP_ORDER = [
  "records",
  "record_keywords",
  "tours",
  "stops",
  "featured_tours",
  "qr_codes",
  "qr_code_scans",
  "staff_members",
  "settings",
  "content_revision",
  "media",
  "staff_accounts",
  "analytics_events",
];

describe("the module list", () => {
  it("runs every migration under its stored name, in order", () => {
    expect(MIGRATION_NAMES.slice(0, REPLACED_MIGRATIONS.length)).toEqual(REPLACED_MIGRATIONS);
    expect(MIGRATION_NAMES).toEqual([...MIGRATION_NAMES].sort());
    expect(new Set(MIGRATION_NAMES.map((name) => name.slice(0, 4))).size).toBe(
      MIGRATION_NAMES.length,
    );
  });

  it("keeps the backup's tables and insert order", () => {
    expect(BACKUP_TABLES.filter((t) => REPLACED_BACKUP_ORDER.includes(t))).toEqual(
      REPLACED_BACKUP_ORDER,
    );
    expect(CONTENT_TABLES).toEqual(
      BACKUP_TABLES.filter(
        (t) => !["content_revision", "staff_accounts", "analytics_events"].includes(t),
      ),
    );
    expect([...SKIPPED_TABLES].sort()).toEqual([
      "kysely_migration",
      "kysely_migration_lock",
      "login_failures",
      "rate_limits",
      "sessions",
    ]);
    expect([...RESTORE_EMPTIES].sort()).toEqual(
      [...BACKUP_TABLES, "login_failures", "rate_limits", "sessions"].sort(),
    );
  });
});
