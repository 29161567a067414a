import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { QrCodesTable } from "../../db/schema.js";

type Columns = Omit<QrCodesTable, "id" | "version" | "created_at" | "updated_at">;

export function createQrCodesRepository(db: Db) {
  return {
    list: () =>
      db
        .selectFrom("qr_codes")
        .selectAll()
        .orderBy(sql`lower(code_label_name)`)
        .orderBy("id")
        .execute(),
    findById: (id: string) =>
      db.selectFrom("qr_codes").selectAll().where("id", "=", id).executeTakeFirst(),
    insert: (id: string, columns: Columns, now: string) =>
      db
        .insertInto("qr_codes")
        .values({ id, ...columns, version: 1, created_at: now, updated_at: now })
        .execute(),
    update: (id: string, columns: Columns, expectedVersion: number | undefined, now: string) => {
      let query = db
        .updateTable("qr_codes")
        .set({ ...columns, version: sql`version + 1`, updated_at: now })
        .where("id", "=", id);
      if (expectedVersion !== undefined) query = query.where("version", "=", expectedVersion);
      return query.executeTakeFirst();
    },
    delete: (id: string) => db.deleteFrom("qr_codes").where("id", "=", id).executeTakeFirst(),
  };
}

export type QrCodesRepository = ReturnType<typeof createQrCodesRepository>;
