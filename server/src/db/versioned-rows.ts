/** Find by id, insert, versioned update and delete, written once for every editable table. */
import { type Kysely, type Selectable, sql } from "kysely";
import type { Db } from "./database.js";
import type { Database } from "./schema.js";

interface VersionedRow {
  id: string;
  version: number;
  created_at: string;
  updated_at: string;
}

/** The tables with every versioned column: the staff-edited ones. */
type VersionedTable = {
  [T in keyof Database]: Database[T] extends VersionedRow ? T : never;
}[keyof Database];
export type ColumnsOf<T extends VersionedTable> = Omit<Database[T], keyof VersionedRow>;

type Row<T extends VersionedTable> = Selectable<Database[T]>;
/** The text columns of `table`, which can sort a list. */
type TextColumn<T extends VersionedTable> = {
  [C in keyof Database[T]]: Database[T][C] extends string ? C : never;
}[keyof Database[T]] &
  string;

/**
 * The shared reads and writes of `table`, on `db` (the database, or a transaction). Given
 * `sortBy`, also `list`: every row by that column ignoring case, then by id (SPEC §9), which is
 * all the repository an entity with no queries of its own needs.
 */
export function versionedRows<T extends VersionedTable>(db: Db, table: T): SharedRows<T>;
export function versionedRows<T extends VersionedTable>(
  db: Db,
  table: T,
  sortBy: TextColumn<T>,
): SharedRows<T> & { list: () => Promise<Row<T>[]> };
export function versionedRows<T extends VersionedTable>(db: Db, table: T, sortBy?: string) {
  const rows = sharedRows(db, table);
  if (sortBy === undefined) return rows;
  const view = db as unknown as Kysely<{ versioned: VersionedRow }>;
  const list = () =>
    view
      .selectFrom(table as unknown as "versioned")
      .selectAll()
      .orderBy(sql`lower(${sql.ref(sortBy)})`)
      .orderBy("id")
      .execute() as Promise<Row<T>[]>;
  return { ...rows, list };
}

/**
 * `version = expected`, compared as a 64-bit whole number on both engines. A client can send any
 * version up to 2^53; PostgreSQL refuses a parameter past an `integer` column's range outright (a
 * 500), where it should simply match no row (409 `stale_version`, as on SQLite).
 */
export const versionIs = (expected: number) => sql<boolean>`version = cast(${expected} as bigint)`;

type SharedRows<T extends VersionedTable> = ReturnType<typeof sharedRows<T>>;
/** The repository of an entity with no queries of its own: `versionedRows(db, table, sortBy)`. */
export type ListedRows<T extends VersionedTable> = ReturnType<typeof versionedRows<T>>;

function sharedRows<T extends VersionedTable>(db: Db, table: T) {
  // Kysely cannot type one query over "any of several tables". Typed as a single table holding
  // just the shared columns; at run time `name` is the real table name.
  const view = db as unknown as Kysely<{ versioned: VersionedRow }>;
  const name = table as unknown as "versioned";
  return {
    findById: (id: string) =>
      view.selectFrom(name).selectAll().where("id", "=", id).executeTakeFirst() as Promise<
        Row<T> | undefined
      >,

    insert: (id: string, columns: ColumnsOf<T>, now: string) =>
      view
        .insertInto(name)
        .values({ ...columns, id, version: 1, created_at: now, updated_at: now })
        .execute(),

    /** Bumps the version; with `expectedVersion`, touches the row only if it is still that one. */
    update: (
      id: string,
      columns: Partial<ColumnsOf<T>>,
      expectedVersion: number | undefined,
      now: string,
    ) => {
      let query = view
        .updateTable(name)
        .set({ ...columns, version: sql`version + 1`, updated_at: now })
        .where("id", "=", id);
      if (expectedVersion !== undefined) query = query.where(versionIs(expectedVersion));
      return query.executeTakeFirst();
    },

    delete: (id: string) => view.deleteFrom(name).where("id", "=", id).executeTakeFirst(),
  };
}
