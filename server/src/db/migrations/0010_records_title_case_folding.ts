import { type Kysely, sql } from "kysely";

/**
 * The records title index built again, now that lower() folds every letter's case on SQLite too
 * (db/database.ts): built with SQLite's own lower(), it held "Église" as "Église", and the title
 * filter, which reads the index, never matched "égl". The same definition as 0006, so down has
 * nothing to undo; on PostgreSQL the rebuild changes nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("records_title_order_idx").execute();
  await db.schema
    .createIndex("records_title_order_idx")
    .on("records")
    .expression(sql`lower(title), id, lat, lng`)
    .execute();
}

export async function down(): Promise<void> {}
