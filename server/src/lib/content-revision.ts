/** A counter bumped in every content write's transaction; public caches follow it. */
import { sql } from "kysely";
import type { Db } from "../db/database.js";

export async function bumpRevision(db: Db): Promise<void> {
  await db
    .updateTable("content_revision")
    .set({ revision: sql`revision + 1` })
    .where("id", "=", 1)
    .execute();
}

export async function currentRevision(db: Db): Promise<number> {
  const row = await db
    .selectFrom("content_revision")
    .select("revision")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.revision);
}
