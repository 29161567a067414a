/**
 * What every part of the site leans on: the first schema (every table of the time, in one
 * migration), the content revision that public caches follow, rate-limit counters, and loading
 * the demo.
 */
import * as initial from "../db/migrations/0001_initial.js";
import * as rateLimits from "../db/migrations/0005_rate_limits.js";
import {
  createContentRevisionRepository,
  type ContentRevisionRepository,
} from "../lib/content-revision.repository.js";
import {
  createRateLimitsRepository,
  type RateLimitsRepository,
} from "../lib/rate-limits.repository.js";
import { createSeedRepository, type SeedRepository } from "../seed/seed.repository.js";
import type { ServerModule } from "./server-module.js";

/** A counter bumped by every content write; public caches and ETags follow it. */
export interface ContentRevisionTable {
  id: number;
  revision: number;
}

/** A fixed-window counter (lib/rate-limits.repository.ts). */
export interface RateLimitsTable {
  bucket: string;
  hits: number;
  expires_at: string;
}

declare module "../db/schema.js" {
  interface Database {
    content_revision: ContentRevisionTable;
    rate_limits: RateLimitsTable;
  }
}
declare module "../repositories.js" {
  interface Repositories {
    revision: ContentRevisionRepository;
    rateLimits: RateLimitsRepository;
    seed: SeedRepository;
  }
}

export const coreModule = {
  // Counters, not content: a site with only these rows is still empty. Rate limits are short-lived.
  tables: { content_revision: "kept", rate_limits: "dropped" },
  migrations: { "0001_initial": initial, "0005_rate_limits": rateLimits },
  repositories: (db) => ({
    revision: createContentRevisionRepository(db),
    rateLimits: createRateLimitsRepository(db),
    seed: createSeedRepository(db),
  }),
} satisfies ServerModule;
