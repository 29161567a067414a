import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { QrCodeScansTable } from "./qr-codes.module.js";
import { versionedRows } from "../../db/versioned-rows.js";

export function createQrCodesRepository(db: Db) {
  return {
    ...versionedRows(db, "qr_codes"),

    /** Every code by label (SPEC §9), with its scans since `since` and its latest scan. */
    listWithScans: (since: string) =>
      db
        .selectFrom("qr_codes as c")
        .selectAll("c")
        .select((eb) => [
          eb
            .selectFrom("qr_code_scans as s")
            .select((sub) => sub.fn.countAll().as("n"))
            .whereRef("s.code_id", "=", "c.id")
            .where("s.scanned_at", ">=", since)
            .as("recent_scans"),
          eb
            .selectFrom("qr_code_scans as s")
            .select((sub) => sub.fn.max("s.scanned_at").as("t"))
            .whereRef("s.code_id", "=", "c.id")
            .as("last_scan_at"),
        ])
        .orderBy(sql`lower(c.code_label_name)`)
        .orderBy("c.id")
        .execute(),
    findRedirectUrl: async (id: string) =>
      (
        await db
          .selectFrom("qr_codes")
          .select("redirect_url")
          .where("id", "=", id)
          .executeTakeFirst()
      )?.redirect_url,

    /** Every code's id and redirect URL. */
    listRedirectUrls: () => db.selectFrom("qr_codes").select(["id", "redirect_url"]).execute(),

    /** Those of the ids that name a code. */
    async existingIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom("qr_codes").select("id").where("id", "in", ids).execute();
      return rows.map((row) => row.id);
    },

    async insertScans(scans: QrCodeScansTable[]): Promise<void> {
      await db.insertInto("qr_code_scans").values(scans).execute();
    },
  };
}

export type QrCodesRepository = ReturnType<typeof createQrCodesRepository>;
