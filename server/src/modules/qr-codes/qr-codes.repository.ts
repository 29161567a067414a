import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { versionedRows } from "../../db/versioned-rows.js";

export function createQrCodesRepository(db: Db) {
  return {
    ...versionedRows("qr_codes"),

    list: () =>
      db
        .selectFrom("qr_codes")
        .selectAll()
        .orderBy(sql`lower(code_label_name)`)
        .orderBy("id")
        .execute(),
    findById: (id: string) =>
      db.selectFrom("qr_codes").selectAll().where("id", "=", id).executeTakeFirst(),
  };
}

export type QrCodesRepository = ReturnType<typeof createQrCodesRepository>;
