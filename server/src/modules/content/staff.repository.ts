import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { StaffMembersTable } from "../../db/schema.js";

type Columns = Omit<StaffMembersTable, "id" | "version" | "created_at" | "updated_at">;

export function createStaffRepository(db: Db) {
  return {
    list: () =>
      db
        .selectFrom("staff_members")
        .selectAll()
        .orderBy("sort_order")
        .orderBy(sql`lower(title_line)`)
        .execute(),
    findById: (id: string, executor: Db = db) =>
      executor.selectFrom("staff_members").selectAll().where("id", "=", id).executeTakeFirst(),
    insert: (trx: Db, id: string, columns: Columns, now: string) =>
      trx
        .insertInto("staff_members")
        .values({ id, ...columns, version: 1, created_at: now, updated_at: now })
        .execute(),
    update: (
      trx: Db,
      id: string,
      columns: Columns,
      expectedVersion: number | undefined,
      now: string,
    ) => {
      let query = trx
        .updateTable("staff_members")
        .set({ ...columns, version: sql`version + 1`, updated_at: now })
        .where("id", "=", id);
      if (expectedVersion !== undefined) query = query.where("version", "=", expectedVersion);
      return query.executeTakeFirst();
    },
    delete: (trx: Db, id: string) =>
      trx.deleteFrom("staff_members").where("id", "=", id).executeTakeFirst(),
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
