import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { ToursTable } from "../../db/schema.js";

type Columns = Omit<ToursTable, "id" | "version" | "created_at" | "updated_at">;

export function createToursRepository(db: Db) {
  return {
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

    insert: (trx: Db, id: string, columns: Columns, now: string) =>
      trx
        .insertInto("tours")
        .values({ id, ...columns, version: 1, created_at: now, updated_at: now })
        .execute(),

    update: (
      trx: Db,
      id: string,
      columns: Columns,
      expectedVersion: number | undefined,
      now: string,
    ) => {
      let query = trx
        .updateTable("tours")
        .set({ ...columns, version: sql`version + 1`, updated_at: now })
        .where("id", "=", id);
      if (expectedVersion !== undefined) query = query.where("version", "=", expectedVersion);
      return query.executeTakeFirst();
    },

    delete: (trx: Db, id: string) =>
      trx.deleteFrom("tours").where("id", "=", id).executeTakeFirst(),
  };
}

export type ToursRepository = ReturnType<typeof createToursRepository>;
