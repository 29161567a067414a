import type { Kysely } from "kysely";

/**
 * A tour's route drawn by staff: a GeoJSON LineString kept as JSON text (the same on SQLite and
 * PostgreSQL, like the other JSON columns). NULL when the tour has none.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("tours").addColumn("route", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("tours").dropColumn("route").execute();
}
