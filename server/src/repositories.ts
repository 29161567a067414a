/**
 * Binds every repository to a database handle: the database itself, or one transaction of it.
 * Services and start-up tasks get repositories and `transaction` from here, never the handle.
 */
import type { Db } from "./db/database.js";
import { createTransaction, type Transaction } from "./db/transaction.js";
import { SERVER_MODULES } from "./modules/modules.js";

/** Every module's repositories: each module adds its own (see modules/server-module.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface Repositories {}

export function createRepositories(db: Db): Repositories {
  // Complete: modules.ts checks that the listed modules build every declared repository.
  return Object.assign({}, ...SERVER_MODULES.map((module) => module.repositories?.(db)));
}

/** Repositories on the database, and `transaction` for writes that must happen all or nothing. */
export interface DataAccess {
  repos: Repositories;
  transaction: Transaction<Repositories>;
}

export function createDataAccess(db: Db): DataAccess {
  return { repos: createRepositories(db), transaction: createTransaction(db, createRepositories) };
}
