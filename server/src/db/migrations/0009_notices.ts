import type { Kysely } from "kysely";

/**
 * Notices staff post for visitors, shown at the top of the public pages while `shown` is 1: a
 * title, a plain-text message and an optional link, versioned like every staff-edited table.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("notices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("shown", "integer", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("notices").ifExists().execute();
}
