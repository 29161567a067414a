import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { versionedRows } from "../../db/versioned-rows.js";

export function createStopsRepository(db: Db) {
  return {
    ...versionedRows("stops"),

    listAll: () =>
      db.selectFrom("stops").selectAll().orderBy("tour_id").orderBy("position").execute(),

    listByTour: (tourId: string, executor: Db = db) =>
      executor
        .selectFrom("stops")
        .selectAll()
        .where("tour_id", "=", tourId)
        .orderBy("position")
        .execute(),

    findById: (id: string, executor: Db = db) =>
      executor.selectFrom("stops").selectAll().where("id", "=", id).executeTakeFirst(),

    findByIds: (ids: string[], executor: Db = db) =>
      executor
        .selectFrom("stops")
        .select(["id", "tour_id"])
        .where("id", "in", ids.length ? ids : [""])
        .execute(),

    async nextPosition(tourId: string, executor: Db = db): Promise<number> {
      const row = await executor
        .selectFrom("stops")
        .select((eb) => eb.fn.max("position").as("max"))
        .where("tour_id", "=", tourId)
        .executeTakeFirst();
      return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
    },

    /** Stops whose record carries the keyword, compared case-insensitively. */
    searchByKeyword: (keyword: string) =>
      db
        .selectFrom("record_keywords")
        .innerJoin("stops", "stops.record_id", "record_keywords.record_id")
        .innerJoin("tours", "tours.id", "stops.tour_id")
        .select(["stops.id", "stops.slug", "stops.site_name", "stops.tour_id"])
        .where("record_keywords.keyword_lower", "=", keyword.trim().toLowerCase())
        .orderBy(sql`lower(tours.title)`)
        .orderBy("stops.position")
        .execute(),

    setPosition: (trx: Db, id: string, position: number) =>
      trx.updateTable("stops").set({ position }).where("id", "=", id).execute(),

    deleteOfTourExcept: (trx: Db, tourId: string, keepIds: string[]) => {
      let query = trx.deleteFrom("stops").where("tour_id", "=", tourId);
      if (keepIds.length) query = query.where("id", "not in", keepIds);
      return query.execute();
    },
  };
}

export type StopsRepository = ReturnType<typeof createStopsRepository>;
