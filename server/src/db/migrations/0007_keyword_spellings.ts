import type { Kysely } from "kysely";

/**
 * Keywords by lower case with their spelling and record: the keyword list, the most used keywords
 * and the stops of a keyword are all read from this index alone, never from the table. It covers
 * what the (keyword_lower, record_id) index did, so that one goes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("record_keywords_spelling_idx")
    .on("record_keywords")
    .columns(["keyword_lower", "keyword", "record_id"])
    .execute();
  await db.schema.dropIndex("record_keywords_lower_idx").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("record_keywords_lower_idx")
    .on("record_keywords")
    .columns(["keyword_lower", "record_id"])
    .execute();
  await db.schema.dropIndex("record_keywords_spelling_idx").execute();
}
