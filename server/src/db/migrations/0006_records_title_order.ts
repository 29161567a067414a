import { type Kysely, sql } from "kysely";

/**
 * Records in title order without sorting the whole archive: the public records list reads one
 * page at a time by lower(title), id (records.repository.ts). With the coordinates in it, the
 * index alone also counts the placed records whose title matches, never reading the wide rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("records_title_order_idx")
    .on("records")
    .expression(sql`lower(title), id, lat, lng`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("records_title_order_idx").execute();
}
