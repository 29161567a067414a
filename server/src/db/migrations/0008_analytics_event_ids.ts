import type { Kysely } from "kysely";

/**
 * The id a browser gives each analytics event, so an event sent again (a send that reached the
 * server but whose answer was lost, an offline queue replayed from two tabs) is stored once:
 * unique, and NULL for events from pages that send none (both engines allow many NULLs).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("analytics_events").addColumn("event_id", "text").execute();
  await db.schema
    .createIndex("analytics_events_event_id_idx")
    .on("analytics_events")
    .column("event_id")
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("analytics_events_event_id_idx").execute();
  await db.schema.alterTable("analytics_events").dropColumn("event_id").execute();
}
