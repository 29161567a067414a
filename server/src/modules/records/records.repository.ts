import { type ExpressionBuilder, sql } from "kysely";
import { containsIgnoringCase } from "../../db/contains-pattern.js";
import type { Db } from "../../db/database.js";
import type { Database } from "../../db/schema.js";
import { versionedRows } from "../../db/versioned-rows.js";

export interface TitleFilter {
  /** Case-insensitive substring of the title; `%` and `_` match themselves. */
  q: string;
  /** Only records that have coordinates. */
  placed: boolean;
}

function matching({ q, placed }: TitleFilter) {
  return (eb: ExpressionBuilder<Database, "records">) => {
    const conditions = [];
    const text = q.trim();
    if (text) conditions.push(containsIgnoringCase(sql.ref("title"), text));
    if (placed) conditions.push(eb.and([eb("lat", "is not", null), eb("lng", "is not", null)]));
    return eb.and(conditions);
  };
}

export function createRecordsRepository(db: Db) {
  const inTitleOrder = () =>
    db
      .selectFrom("records")
      .selectAll()
      .orderBy(sql`lower(title)`)
      .orderBy("id");

  return {
    ...versionedRows(db, "records"),

    list: () => inTitleOrder().execute(),

    /** Read in chunks, so a large archive never sits in memory all at once. */
    stream: () => inTitleOrder().stream(500),

    /** One page of the records matching the filter, in title order, and how many match in all. */
    async titlePage(filter: TitleFilter, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        inTitleOrder().where(matching(filter)).limit(limit).offset(offset).execute(),
        db
          .selectFrom("records")
          .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
          .where(matching(filter))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    findByIds: (ids: string[]) =>
      db
        .selectFrom("records")
        .selectAll()
        .where("id", "in", ids.length ? ids : [""])
        .execute(),

    findBySlug: (slug: string) =>
      db.selectFrom("records").selectAll().where("slug", "=", slug).executeTakeFirst(),

    exists: async (id: string) =>
      (await db.selectFrom("records").select("id").where("id", "=", id).executeTakeFirst()) !==
      undefined,

    /** Those of the ids that name a record. */
    async existingIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom("records").select("id").where("id", "in", ids).execute();
      return rows.map((row) => row.id);
    },

    /** What the tour editor shows of each record: its name, type and place. */
    summariesByIds: (ids: string[]) =>
      db
        .selectFrom("records")
        .select(["id", "slug", "title", "type", "lat", "lng"])
        .where("id", "in", ids.length ? ids : [""])
        .execute(),

    /** record id → ids of the tours whose stops use it. */
    async tourIdsByRecord(recordIds?: string[]): Promise<Map<string, string[]>> {
      let query = db.selectFrom("stops").select(["record_id", "tour_id"]).distinct();
      if (recordIds) query = query.where("record_id", "in", recordIds.length ? recordIds : [""]);
      const map = new Map<string, string[]>();
      for (const row of await query.orderBy("tour_id").execute()) {
        const list = map.get(row.record_id) ?? [];
        list.push(row.tour_id);
        map.set(row.record_id, list);
      }
      return map;
    },

    toursUsing: (id: string) =>
      db
        .selectFrom("stops")
        .innerJoin("tours", "tours.id", "stops.tour_id")
        .select(["tours.id", "tours.title"])
        .distinct()
        .where("stops.record_id", "=", id)
        .orderBy("tours.title")
        .execute(),

    async replaceKeywords(id: string, keywords: string[]): Promise<void> {
      await db.deleteFrom("record_keywords").where("record_id", "=", id).execute();
      if (keywords.length === 0) return;
      await db
        .insertInto("record_keywords")
        .values(
          keywords.map((keyword) => ({
            record_id: id,
            keyword,
            keyword_lower: keyword.toLowerCase(),
          })),
        )
        .execute();
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
