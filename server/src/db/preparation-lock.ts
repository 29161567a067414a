/**
 * Several servers on one PostgreSQL start at once (a deployment rolls out to all of them): one
 * prepares the database (migrations, the staff account, the demo content) while the others wait
 * for it, then find it prepared. A session-level advisory lock, held on a connection of its own.
 * On SQLite, every process is on one machine and the cluster's primary already prepares once.
 */
import { sql } from "kysely";
import type { DatabaseHandle } from "./database.js";

/** Any fixed number: the lock's name among the database's advisory locks. */
const PREPARATION_LOCK = 7_400_215_001;

export async function whilePreparing<T>(
  handle: DatabaseHandle,
  prepare: () => Promise<T>,
): Promise<T> {
  if (handle.engine !== "postgres") return prepare();
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARATION_LOCK})`.execute(connection);
    try {
      return await prepare();
    } finally {
      await sql`select pg_advisory_unlock(${PREPARATION_LOCK})`.execute(connection);
    }
  });
}
