/** Which tables a backup holds, in the order a restore inserts them (parents before children). */

export const BACKUP_TABLES = [
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
] as const;

/**
 * Left out: sign-in sessions (bearer secrets; a restore signs everyone out), rate-limit counters
 * and the sign-in failures of older schemas (short-lived), and the migrator's own tables (the
 * manifest names the schema version instead). A restore empties them.
 */
export const SKIPPED_TABLES = [
  "sessions",
  "rate_limits",
  "login_failures",
  "kysely_migration",
  "kysely_migration_lock",
] as const;

/** What a restore empties before loading: every backed-up table and the short-lived ones. */
export const RESTORE_EMPTIES: readonly string[] = [
  ...BACKUP_TABLES,
  "sessions",
  "rate_limits",
  "login_failures",
];

/** Backed up, yet not the site's content: a site with only these rows still counts as empty. */
const NOT_CONTENT = new Set(["content_revision", "staff_accounts", "analytics_events"]);

/** The site's content: a target with rows in any of these (or any media) is not empty. */
export const CONTENT_TABLES: readonly string[] = BACKUP_TABLES.filter(
  (table) => !NOT_CONTENT.has(table),
);

const order = new Map<string, number>(BACKUP_TABLES.map((name, i) => [name, i]));

/** The tables to back up out of those present, in insert order; throws on one nobody placed. */
export function tablesToBackUp(present: readonly string[]): string[] {
  const unknown = present.filter(
    (t) => !order.has(t) && !(SKIPPED_TABLES as readonly string[]).includes(t),
  );
  if (unknown.length > 0)
    throw new Error(`Table ${unknown.join(", ")} has no place in backups (see backup-tables.ts)`);
  return present.filter((t) => order.has(t)).sort((a, b) => order.get(a)! - order.get(b)!);
}

export const insertOrder = (tables: readonly string[]): string[] =>
  [...tables].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity));
