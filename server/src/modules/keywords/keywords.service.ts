import type { Db } from "../../db/database.js";

/** The keyword list is what records carry: one spelling per keyword, sorted, no empties. */
export function createKeywordsService(db: Db) {
  return {
    async list(): Promise<string[]> {
      const rows = await db
        .selectFrom("record_keywords")
        .select(["keyword_lower", (eb) => eb.fn.min("keyword").as("keyword")])
        .groupBy("keyword_lower")
        .orderBy("keyword_lower")
        .execute();
      return rows.map((r) => String(r.keyword)).filter((k) => k.trim() !== "");
    },
  };
}

export type KeywordsService = ReturnType<typeof createKeywordsService>;
