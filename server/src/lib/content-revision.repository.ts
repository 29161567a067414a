/** The content_revision counter's one row. */
import { sql } from "kysely";
import type { Db } from "../db/database.js";

export function createContentRevisionRepository(db: Db) {
  return {
    async increment(): Promise<void> {
      await db
        .updateTable("content_revision")
        .set({ revision: sql`revision + 1` })
        .where("id", "=", 1)
        .execute();
    },

    async current(): Promise<number> {
      const row = await db
        .selectFrom("content_revision")
        .select("revision")
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
      return Number(row.revision);
    },
  };
}

export type ContentRevisionRepository = ReturnType<typeof createContentRevisionRepository>;
