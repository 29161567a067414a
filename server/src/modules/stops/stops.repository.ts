import { type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { Database } from "../../db/schema.js";
import { versionedRows } from "../../db/versioned-rows.js";

type SearchTables = "record_keywords" | "stops" | "tours";
const HIT_COLUMNS = ["stops.id", "stops.slug", "stops.site_name", "stops.tour_id"] as const;
const TOUR_COLUMNS = ["tours.slug as tour_slug", "tours.title as tour_title"] as const;

/** By tour title (any case), then the tour's order; ids settle ties, so pages never overlap. */
function inSearchOrder<O>(query: SelectQueryBuilder<Database, SearchTables, O>) {
  return query
    .orderBy(sql`lower(tours.title)`)
    .orderBy("tours.id")
    .orderBy("stops.position")
    .orderBy("stops.id");
}

export function createStopsRepository(db: Db) {
  /** The stops whose record carries the keyword (the index holds it in lower case). */
  const carrying = (keyword: string) =>
    db
      .selectFrom("record_keywords")
      .innerJoin("stops", "stops.record_id", "record_keywords.record_id")
      .innerJoin("tours", "tours.id", "stops.tour_id")
      .where("record_keywords.keyword_lower", "=", keyword.trim().toLowerCase());

  return {
    ...versionedRows(db, "stops"),

    listAll: () =>
      db.selectFrom("stops").selectAll().orderBy("tour_id").orderBy("position").execute(),

    listByTour: (tourId: string) =>
      db
        .selectFrom("stops")
        .selectAll()
        .where("tour_id", "=", tourId)
        .orderBy("position")
        .execute(),

    findByIds: (ids: string[]) =>
      db
        .selectFrom("stops")
        .selectAll()
        .where("id", "in", ids.length ? ids : [""])
        .execute(),

    async nextPosition(tourId: string): Promise<number> {
      const row = await db
        .selectFrom("stops")
        .select((eb) => eb.fn.max("position").as("max"))
        .where("tour_id", "=", tourId)
        .executeTakeFirst();
      return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
    },

    /** Stops whose record carries the keyword, compared case-insensitively, in search order. */
    searchByKeyword: (keyword: string) =>
      inSearchOrder(carrying(keyword).select(HIT_COLUMNS)).execute(),

    /** One page of those stops, with their tour's slug and title, and how many there are in all. */
    async searchPage(keyword: string, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        inSearchOrder(carrying(keyword).select([...HIT_COLUMNS, ...TOUR_COLUMNS]))
          .limit(limit)
          .offset(offset)
          .execute(),
        carrying(keyword)
          .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    setPosition: (id: string, position: number) =>
      db.updateTable("stops").set({ position }).where("id", "=", id).execute(),

    deleteOfTourExcept: (tourId: string, keepIds: string[]) => {
      let query = db.deleteFrom("stops").where("tour_id", "=", tourId);
      if (keepIds.length) query = query.where("id", "not in", keepIds);
      return query.execute();
    },
  };
}

export type StopsRepository = ReturnType<typeof createStopsRepository>;
