import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { versionedRows } from "../../db/versioned-rows.js";

export function createStaffRepository(db: Db) {
  return {
    ...versionedRows(db, "staff_members"),

    list: () =>
      db
        .selectFrom("staff_members")
        .selectAll()
        .orderBy("sort_order")
        .orderBy(sql`lower(title_line)`)
        .execute(),
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
