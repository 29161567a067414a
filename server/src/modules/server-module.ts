/**
 * What one part of the server registers, in one file of its own (`<name>.module.ts`). The central
 * files (migrator, backup, repositories, services, admin routes, unique-key messages) read the
 * list in `modules.ts` and never name a module's tables, repositories or services themselves.
 *
 * A module also adds its row types to `Database` (db/schema.ts), its repositories to
 * `Repositories` (repositories.ts) and its services to `Services` (services.ts), each with a
 * `declare module` block next to the code that builds them.
 */
import type { FastifyInstance } from "fastify";
import type { Migration } from "kysely";
import type { Db } from "../db/database.js";
import type { Database } from "../db/schema.js";
import type { PublicCache } from "../lib/public-cache.js";
import type { TakenField } from "../lib/unique-violation.js";
import type { DataAccess, Repositories } from "../repositories.js";
import type { ServiceConfig, Services } from "../services.js";
import type { CopiesLog } from "./media/derivatives/upload-copies.js";

/**
 * What a backup does with a table: `content` and `kept` are backed up (rows in a `content` table
 * make a site non-empty, `kept` ones do not); `dropped` is left out and emptied by a restore.
 */
export type BackupRole = "content" | "kept" | "dropped";

/** What a module's services are built from. */
export interface ServiceDeps extends DataAccess {
  /** The services of the modules listed before this one (the others are not built yet). */
  services: Services;
  config: ServiceConfig;
  /** Where background writes (analytics events, QR code scans) report a failure. */
  onBackgroundError: (error: unknown) => void;
  /** Where a failure to make an uploaded image's copies is reported (console by default). */
  log?: CopiesLog;
}

export interface AdminRouteDeps {
  services: Services;
  cache: PublicCache;
}

export interface ServerModule {
  /**
   * Its tables, each with its backup role, in the order a restore inserts them (parents first).
   * The list in modules.ts is in that order too.
   */
  tables?: Partial<Record<keyof Database, BackupRole>>;
  /** The migrations it added, by the name stored in the database ("00NN_what"). */
  migrations?: Record<string, Migration>;
  /** What a violation of each of its unique keys ("table:column,column") tells the client. */
  uniqueKeys?: Record<string, TakenField>;
  /** Its repositories, bound to `db`: the database or one transaction of it. */
  repositories?: (db: Db) => Partial<Repositories>;
  services?: (deps: ServiceDeps) => Partial<Services>;
  /** Its staff-only calls under /dashboard/api (the session check is already in place). */
  adminRoutes?: (app: FastifyInstance, deps: AdminRouteDeps) => void | Promise<void>;
}
