/**
 * The one way to run several writes all or nothing: `transaction(work)` hands `work` repositories
 * bound to one database transaction, commits when it resolves and rolls back when it throws.
 */
import type { Db } from "./database.js";

export type Transaction<Repos> = <T>(work: (repos: Repos) => Promise<T>) => Promise<T>;

export function createTransaction<Repos>(
  db: Db,
  bind: (executor: Db) => Repos,
): Transaction<Repos> {
  return (work) => db.transaction().execute((trx) => work(bind(trx)));
}
