/**
 * Fixed-window counters in the database, so every app process shares them. `reserve` counts and
 * reserves in one atomic upsert: of N parallel calls for one bucket, exactly `limit` get true.
 */
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import type { Window } from "./rate-limits.js";

export function createRateLimitsRepository(db: Db) {
  return {
    async reserve(bucket: string, { limit, ms }: Window): Promise<boolean> {
      const now = Date.now();
      const nowIso = new Date(now).toISOString();
      const expiresAt = new Date(now + ms).toISOString();
      const expired = sql<boolean>`rate_limits.expires_at <= ${nowIso}`;
      const row = await db
        .insertInto("rate_limits")
        .values({ bucket, hits: 1, expires_at: expiresAt })
        .onConflict((oc) =>
          oc
            .column("bucket")
            .doUpdateSet({
              hits: sql`case when ${expired} then 1 else rate_limits.hits + 1 end`,
              expires_at: sql`case when ${expired} then ${expiresAt} else rate_limits.expires_at end`,
            })
            .where((eb) => eb.or([expired, eb("rate_limits.hits", "<", limit)])),
        )
        .returning("hits")
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether the bucket has a live window (used as a marker, e.g. a known sign-in address). */
    async isOpen(bucket: string): Promise<boolean> {
      const row = await db
        .selectFrom("rate_limits")
        .select("bucket")
        .where("bucket", "=", bucket)
        .where("expires_at", ">", new Date().toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Opens a fresh window whatever the bucket held (a marker, or a reset after success). */
    async restart(bucket: string, ms: number): Promise<void> {
      const expiresAt = new Date(Date.now() + ms).toISOString();
      await db
        .insertInto("rate_limits")
        .values({ bucket, hits: 1, expires_at: expiresAt })
        .onConflict((oc) => oc.column("bucket").doUpdateSet({ hits: 1, expires_at: expiresAt }))
        .execute();
    },

    /** Gives back one reserved hit: an attempt that turned out not to count (a right password). */
    release: (bucket: string) =>
      db
        .updateTable("rate_limits")
        .set({ hits: sql`hits - 1` })
        .where("bucket", "=", bucket)
        .where("hits", ">", 0)
        .execute(),

    clear: (bucket: string) => db.deleteFrom("rate_limits").where("bucket", "=", bucket).execute(),

    prune: () =>
      db.deleteFrom("rate_limits").where("expires_at", "<=", new Date().toISOString()).execute(),
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
