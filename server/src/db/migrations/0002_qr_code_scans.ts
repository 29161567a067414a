import type { Kysely } from "kysely";

/**
 * One row per scan of a QR code sign (GET /q/{id}): which code and when. Nothing about the
 * visitor is stored. The scans go with their code when it is deleted.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("qr_code_scans")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("code_id", "text", (c) => c.notNull().references("qr_codes.id").onDelete("cascade"))
    .addColumn("scanned_at", "text", (c) => c.notNull())
    .execute();
  // Serves both list figures per code: the count since a date and the latest scan.
  await db.schema
    .createIndex("qr_code_scans_code_time_idx")
    .on("qr_code_scans")
    .columns(["code_id", "scanned_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("qr_code_scans").ifExists().execute();
}
