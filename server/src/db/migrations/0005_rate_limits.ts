import type { Kysely } from "kysely";

/**
 * Fixed-window counters shared by every app process (lib/rate-limits.ts): sign-in attempts per
 * e-mail and address, per address and per e-mail, and QR code scans per code and address. The
 * bucket names hold no address in clear (it is hashed). They replace login_failures.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("bucket", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limits_expires_idx")
    .on("rate_limits")
    .column("expires_at")
    .execute();
  await db.schema.dropTable("login_failures").ifExists().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limits").ifExists().execute();
  await db.schema
    .createTable("login_failures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("failed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_bucket_idx")
    .on("login_failures")
    .columns(["bucket", "failed_at"])
    .execute();
}
