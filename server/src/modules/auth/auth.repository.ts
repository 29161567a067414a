import type { Db } from "../../db/database.js";
import type { StaffAccountsTable } from "./auth.module.js";

export type AccountRow = StaffAccountsTable;

export function createAuthRepository(db: Db) {
  return {
    findAccountByEmail: (email: string) =>
      db.selectFrom("staff_accounts").selectAll().where("email", "=", email).executeTakeFirst(),

    listAccounts: () =>
      db
        .selectFrom("staff_accounts")
        .select(["id", "email", "name", "created_at"])
        .orderBy("email")
        .execute(),

    countAccounts: async () => {
      const row = await db
        .selectFrom("staff_accounts")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insertAccount: (account: AccountRow) =>
      db.insertInto("staff_accounts").values(account).execute(),

    updatePassword: (id: string, passwordHash: string, updatedAt: string) =>
      db
        .updateTable("staff_accounts")
        .set({ password_hash: passwordHash, updated_at: updatedAt })
        .where("id", "=", id)
        .execute(),

    deleteAccount: (id: string) => db.deleteFrom("staff_accounts").where("id", "=", id).execute(),

    insertSession: (tokenHash: string, accountId: string, createdAt: string, expiresAt: string) =>
      db
        .insertInto("sessions")
        .values({
          token_hash: tokenHash,
          account_id: accountId,
          created_at: createdAt,
          expires_at: expiresAt,
        })
        .execute(),

    findSessionAccount: (tokenHash: string, now: string) =>
      db
        .selectFrom("sessions")
        .innerJoin("staff_accounts", "staff_accounts.id", "sessions.account_id")
        .select(["staff_accounts.id", "staff_accounts.email", "staff_accounts.name"])
        .where("sessions.token_hash", "=", tokenHash)
        .where("sessions.expires_at", ">", now)
        .executeTakeFirst(),

    deleteSession: (tokenHash: string) =>
      db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute(),

    deleteSessionsOf: (accountId: string) =>
      db.deleteFrom("sessions").where("account_id", "=", accountId).execute(),

    deleteExpiredSessions: (now: string) =>
      db.deleteFrom("sessions").where("expires_at", "<=", now).execute(),
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
