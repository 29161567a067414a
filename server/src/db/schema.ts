/**
 * The database as Kysely sees it. Each module adds its tables' row types to `Database` in its
 * `<name>.module.ts` (a `declare module` block); JSON columns hold text.
 */

/** The columns every staff-edited table has (see versioned-rows.ts). */
export interface Versioned {
  version: number;
  created_at: string;
  updated_at: string;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface Database {}
