import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { versionedRows } from "../../db/versioned-rows.js";

export function createToursRepository(db: Db) {
  return {
    ...versionedRows(db, "tours", "title"),

    /** Every tour's id, title and categories: enough to sort, filter and count the list. */
    listIndex: () =>
      db
        .selectFrom("tours")
        .select(["id", "slug", "title", "categories"])
        .orderBy(sql`lower(title)`)
        .orderBy("id")
        .execute(),

    findByIds: (ids: string[]) =>
      db
        .selectFrom("tours")
        .selectAll()
        .where("id", "in", ids.length ? ids : [""])
        .execute(),

    findBySlug: (slug: string) =>
      db.selectFrom("tours").select("id").where("slug", "=", slug).executeTakeFirst(),

    exists: async (id: string) =>
      (await db.selectFrom("tours").select("id").where("id", "=", id).executeTakeFirst()) !==
      undefined,

    /** Those of the ids that name a tour. */
    async existingIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom("tours").select("id").where("id", "in", ids).execute();
      return rows.map((row) => row.id);
    },

    /** tour id → its stop ids in tour order. */
    async stopIdsByTour(tourIds?: string[]): Promise<Map<string, string[]>> {
      let query = db.selectFrom("stops").select(["id", "tour_id"]);
      if (tourIds) query = query.where("tour_id", "in", tourIds.length ? tourIds : [""]);
      const map = new Map<string, string[]>();
      for (const row of await query.orderBy("tour_id").orderBy("position").execute()) {
        const list = map.get(row.tour_id) ?? [];
        list.push(row.id);
        map.set(row.tour_id, list);
      }
      return map;
    },

    /**
     * Where tours start: each tour's first stop whose record is placed, with the tour's slug,
     * title and categories. One query for the whole map (or the given tours); it reads one stop
     * per tour, never the rest of the (wide) stop rows.
     */
    startingStops: (tourIds?: string[]) => {
      let query = db
        .selectFrom("tours")
        .innerJoin("stops", (join) =>
          join.on((eb) =>
            eb(
              "stops.id",
              "=",
              eb
                .selectFrom("stops as first")
                .innerJoin("records as placed", "placed.id", "first.record_id")
                .select("first.id")
                .whereRef("first.tour_id", "=", "tours.id")
                .where("placed.lat", "is not", null)
                .where("placed.lng", "is not", null)
                .orderBy("first.position")
                .limit(1),
            ),
          ),
        )
        .innerJoin("records", "records.id", "stops.record_id")
        .select([
          "tours.id as tour_id",
          "tours.slug",
          "tours.title",
          "tours.categories",
          "stops.site_name",
          "records.lat",
          "records.lng",
        ]);
      if (tourIds) query = query.where("tours.id", "in", tourIds.length ? tourIds : [""]);
      return query
        .orderBy(sql`lower(tours.title)`)
        .orderBy("tours.id")
        .execute();
    },
  };
}

export type ToursRepository = ReturnType<typeof createToursRepository>;
