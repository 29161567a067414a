import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { versionedRows } from "../../db/versioned-rows.js";

export function createToursRepository(db: Db) {
  return {
    ...versionedRows("tours"),

    list: (executor: Db = db) =>
      executor
        .selectFrom("tours")
        .selectAll()
        .orderBy(sql`lower(title)`)
        .orderBy("id")
        .execute(),

    findById: (id: string, executor: Db = db) =>
      executor.selectFrom("tours").selectAll().where("id", "=", id).executeTakeFirst(),

    findBySlug: (slug: string) =>
      db.selectFrom("tours").select("id").where("slug", "=", slug).executeTakeFirst(),

    /** tour id → its stop ids in tour order. */
    async stopIdsByTour(tourIds?: string[], executor: Db = db): Promise<Map<string, string[]>> {
      let query = executor.selectFrom("stops").select(["id", "tour_id"]);
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
     * Each tour's placed stops in tour order, with the tour's slug, title and categories: the
     * first row of a tour is where it starts. One query for the whole map.
     */
    placedStops: (executor: Db = db) =>
      executor
        .selectFrom("stops")
        .innerJoin("records", "records.id", "stops.record_id")
        .innerJoin("tours", "tours.id", "stops.tour_id")
        .select([
          "tours.id as tour_id",
          "tours.slug",
          "tours.title",
          "tours.categories",
          "stops.site_name",
          "records.lat",
          "records.lng",
        ])
        .where("records.lat", "is not", null)
        .where("records.lng", "is not", null)
        .orderBy(sql`lower(tours.title)`)
        .orderBy("tours.id")
        .orderBy("stops.position")
        .execute(),
  };
}

export type ToursRepository = ReturnType<typeof createToursRepository>;
