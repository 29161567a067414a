/** Small singleton documents kept as JSON under a key, each with its own version. */
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { staleVersion } from "../../lib/errors.js";
import { fromJson, nowIso, toJson } from "../../lib/json-column.js";

export interface Versioned<T> {
  value: T | undefined;
  /** 0 while the document was never saved. */
  version: number;
}

export function createSettingsRepository(db: Db) {
  async function get<T>(key: string): Promise<Versioned<T>> {
    const row = await db
      .selectFrom("settings")
      .select(["value", "version"])
      .where("key", "=", key)
      .executeTakeFirst();
    return row
      ? { value: fromJson<T>(row.value), version: Number(row.version) }
      : { value: undefined, version: 0 };
  }

  return {
    get,

    /** Saves a new version; with `expectedVersion`, only over that version (else 409). */
    async put(key: string, value: unknown, expectedVersion: number | undefined): Promise<number> {
      const current = await get(key);
      if (expectedVersion !== undefined && expectedVersion !== current.version)
        throw staleVersion();
      const row = { value: toJson(value), updated_at: nowIso() };
      if (current.version === 0) {
        // A parallel first save inserted the document meanwhile: this save is the stale one.
        const inserted = await db
          .insertInto("settings")
          .values({ key, ...row, version: 1 })
          .onConflict((oc) => oc.column("key").doNothing())
          .returning("key")
          .executeTakeFirst();
        if (!inserted) throw staleVersion();
        return 1;
      }
      const result = await db
        .updateTable("settings")
        .set({ ...row, version: sql`version + 1` })
        .where("key", "=", key)
        .where("version", "=", current.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw staleVersion();
      return current.version + 1;
    },

    featuredTourIds: async (): Promise<string[]> =>
      (await db.selectFrom("featured_tours").select("tour_id").orderBy("position").execute()).map(
        (r) => r.tour_id,
      ),

    async replaceFeatured(tourIds: string[]): Promise<void> {
      await db.deleteFrom("featured_tours").execute();
      if (tourIds.length === 0) return;
      await db
        .insertInto("featured_tours")
        .values(tourIds.map((tour_id, position) => ({ tour_id, position })))
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
