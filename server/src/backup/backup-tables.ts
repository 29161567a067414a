/**
 * Which tables a backup holds, in the order a restore inserts them (parents before children): each
 * module gives its tables' roles, in the order of the module list (modules/modules.ts).
 */
import { SERVER_MODULES } from "../modules/modules.js";
import type { BackupRole } from "../modules/server-module.js";

const roles: [string, BackupRole][] = SERVER_MODULES.flatMap((module) =>
  Object.entries(module.tables ?? {}),
);
const withRole = (...wanted: BackupRole[]) =>
  roles.filter(([, role]) => wanted.includes(role)).map(([table]) => table);

export const BACKUP_TABLES: readonly string[] = withRole("content", "kept");

/** Sign-in failures were a table of older schemas: a restore onto one empties it. */
const OLDER_SCHEMAS = ["login_failures"];

/**
 * Left out: the modules' `dropped` tables (sign-in sessions, whose bearer secrets a restore does
 * not bring back, and short-lived rate-limit counters), the older schemas' sign-in failures, and
 * the migrator's own tables (the manifest names the schema version instead). A restore empties
 * all but the migrator's.
 */
export const SKIPPED_TABLES: readonly string[] = [
  ...withRole("dropped"),
  ...OLDER_SCHEMAS,
  "kysely_migration",
  "kysely_migration_lock",
];

/** What a restore empties before loading: every backed-up table and the short-lived ones. */
export const RESTORE_EMPTIES: readonly string[] = [
  ...BACKUP_TABLES,
  ...withRole("dropped"),
  ...OLDER_SCHEMAS,
];

/** The site's content: a target with rows in any of these (or any media) is not empty. */
export const CONTENT_TABLES: readonly string[] = withRole("content");

const order = new Map<string, number>(BACKUP_TABLES.map((name, i) => [name, i]));

/** The tables to back up out of those present, in insert order; throws on one nobody placed. */
export function tablesToBackUp(present: readonly string[]): string[] {
  const unknown = present.filter((t) => !order.has(t) && !SKIPPED_TABLES.includes(t));
  if (unknown.length > 0)
    throw new Error(
      `Table ${unknown.join(", ")} has no place in backups (give it a role in its module's tables)`,
    );
  return present.filter((t) => order.has(t)).sort((a, b) => order.get(a)! - order.get(b)!);
}

export const insertOrder = (tables: readonly string[]): string[] =>
  [...tables].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity));
