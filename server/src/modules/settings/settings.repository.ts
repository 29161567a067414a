/** Small singleton documents kept as JSON under a key. */
import type { Db } from "../../db/database.js";
import { fromJson, nowIso, toJson } from "../../lib/json-column.js";

export function createSettingsRepository(db: Db) {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const row = await db
        .selectFrom("settings")
        .select("value")
        .where("key", "=", key)
        .executeTakeFirst();
      return row ? fromJson<T>(row.value) : undefined;
    },

    async put(trx: Db, key: string, value: unknown): Promise<void> {
      const row = { key, value: toJson(value), updated_at: nowIso() };
      await trx
        .insertInto("settings")
        .values(row)
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({ value: row.value, updated_at: row.updated_at }),
        )
        .execute();
    },

    featuredTourIds: async (executor: Db = db): Promise<string[]> =>
      (
        await executor.selectFrom("featured_tours").select("tour_id").orderBy("position").execute()
      ).map((r) => r.tour_id),

    async replaceFeatured(trx: Db, tourIds: string[]): Promise<void> {
      await trx.deleteFrom("featured_tours").execute();
      if (tourIds.length === 0) return;
      await trx
        .insertInto("featured_tours")
        .values(tourIds.map((tour_id, position) => ({ tour_id, position })))
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
