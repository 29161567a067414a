/** Keywords as records carry them (record_keywords), read from its spelling index alone. */
import { sql } from "kysely";
import { containsPattern } from "../../db/contains-pattern.js";
import type { Db } from "../../db/database.js";

export function createKeywordsRepository(db: Db) {
  const bySpelling = () =>
    db
      .selectFrom("record_keywords")
      .select(["keyword_lower", (eb) => eb.fn.min("keyword").as("keyword")])
      .groupBy("keyword_lower");

  return {
    /** Every keyword once (its first spelling), by lower case. */
    list: () => bySpelling().orderBy("keyword_lower").execute(),

    /**
     * The `limit` keywords carried by the most records, containing `text` (lower case, `%` and `_`
     * taken literally) when it is not empty; ties in alphabetical order.
     */
    mostUsed(text: string, limit: number) {
      let query = bySpelling()
        .select((eb) => eb.fn.countAll().as("uses"))
        .orderBy("uses", "desc")
        .orderBy("keyword_lower")
        .limit(limit);
      if (text)
        query = query.where(sql<boolean>`keyword_lower like ${containsPattern(text)} escape '\\'`);
      return query.execute();
    },
  };
}

export type KeywordsRepository = ReturnType<typeof createKeywordsRepository>;
