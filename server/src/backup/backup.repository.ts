/** The SQL a backup and a restore need, on any table named at run time, for both engines. */
import { type Kysely, sql } from "kysely";
import type { Db, Engine } from "../db/database.js";
import { type ColumnKind, columnKind } from "./column-codec.js";

type Row = Record<string, unknown>;
/** Table names here come from the schema itself, not from Database's static list. */
type AnyDb = Kysely<Record<string, Row>>;
const any = (db: Db) => db as unknown as AnyDb;

export interface Column {
  name: string;
  kind: ColumnKind;
}

export function createBackupRepository(db: Db, engine: Engine) {
  return {
    async tables(): Promise<string[]> {
      const { rows } =
        engine === "sqlite"
          ? await sql<{ name: string }>`select name from sqlite_master
              where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
          : await sql<{ name: string }>`select table_name as name from information_schema.tables
              where table_schema = current_schema() and table_type = 'BASE TABLE'
              order by table_name`.execute(db);
      return rows.map((r) => r.name);
    },

    async columns(table: string): Promise<Column[]> {
      const { rows } =
        engine === "sqlite"
          ? await sql<{ name: string; type: string }>`select name, type
              from pragma_table_info(${table}) order by cid`.execute(db)
          : await sql<{ name: string; type: string }>`select column_name as name, udt_name as type
              from information_schema.columns
              where table_schema = current_schema() and table_name = ${table}
              order by ordinal_position`.execute(db);
      return rows.map((r) => ({ name: r.name, kind: columnKind(r.type) }));
    },

    /** Applied migrations, oldest first; none when the database was never migrated. */
    async appliedMigrations(): Promise<string[]> {
      if (!(await this.tables()).includes("kysely_migration")) return [];
      const rows = await any(db).selectFrom("kysely_migration").select("name").execute();
      return rows.map((r) => String(r.name)).sort();
    },

    streamRows(table: string): AsyncIterableIterator<Row> {
      return any(db).selectFrom(table).selectAll().stream(500);
    },

    async count(table: string): Promise<number> {
      const row = await any(db)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async deleteAll(table: string): Promise<void> {
      await any(db).deleteFrom(table).execute();
    },

    async insert(table: string, rows: Row[]): Promise<void> {
      if (rows.length > 0) await any(db).insertInto(table).values(rows).execute();
    },

    /** PostgreSQL: serial and identity columns continue after the largest restored id. */
    async resetSequences(): Promise<void> {
      if (engine !== "postgres") return;
      const { rows } = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema()
          and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(db);
      for (const { table_name: t, column_name: c } of rows) {
        await sql`select setval(pg_get_serial_sequence(${t}, ${c}),
          coalesce((select max(${sql.ref(c)}) from ${sql.table(t)}), 0) + 1, false)`.execute(db);
      }
    },

    async revision(): Promise<number> {
      const row = await any(db)
        .selectFrom("content_revision")
        .select("revision")
        .where("id", "=", 1)
        .executeTakeFirst();
      return Number(row?.revision ?? 0);
    },

    /** After a restore the public caches must not take the old pages for current ones. */
    async setRevision(revision: number): Promise<void> {
      await any(db).deleteFrom("content_revision").execute();
      await any(db).insertInto("content_revision").values({ id: 1, revision }).execute();
    },
  };
}

export type BackupRepository = ReturnType<typeof createBackupRepository>;
