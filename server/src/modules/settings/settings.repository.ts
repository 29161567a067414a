/** Small singleton documents kept as JSON under a key, each with its own version. */
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { versionIs } from "../../db/versioned-rows.js";
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

    /**
     * Saves a new version, each case in one statement so parallel saves never read a version
     * another one is replacing. Without `expectedVersion` the save always lands (last write wins:
     * an upsert that bumps the version); with it, only over that version (compare-and-set), else
     * 409 `stale_version` and nothing changes.
     */
    async put(key: string, value: unknown, expectedVersion: number | undefined): Promise<number> {
      const row = { value: toJson(value), updated_at: nowIso() };
      if (expectedVersion === undefined) {
        const saved = await db
          .insertInto("settings")
          .values({ key, ...row, version: 1 })
          .onConflict((oc) =>
            oc.column("key").doUpdateSet({
              value: (eb) => eb.ref("excluded.value"),
              updated_at: (eb) => eb.ref("excluded.updated_at"),
              version: sql`settings.version + 1`,
            }),
          )
          .returning("version")
          .executeTakeFirstOrThrow();
        return Number(saved.version);
      }
      if (expectedVersion === 0) {
        // Version 0 is "never saved": only the first save may land.
        const inserted = await db
          .insertInto("settings")
          .values({ key, ...row, version: 1 })
          .onConflict((oc) => oc.column("key").doNothing())
          .returning("version")
          .executeTakeFirst();
        if (!inserted) throw staleVersion();
        return 1;
      }
      const updated = await db
        .updateTable("settings")
        .set({ ...row, version: sql`version + 1` })
        .where("key", "=", key)
        .where(versionIs(expectedVersion))
        .returning("version")
        .executeTakeFirst();
      if (!updated) throw staleVersion();
      return Number(updated.version);
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
