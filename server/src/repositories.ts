/**
 * Binds every repository to a database handle: the database itself, or one transaction of it.
 * Services and start-up tasks get repositories and `transaction` from here, never the handle.
 */
import type { Db } from "./db/database.js";
import { createTransaction, type Transaction } from "./db/transaction.js";
import { createContentRevisionRepository } from "./lib/content-revision.repository.js";
import { createRateLimitsRepository } from "./lib/rate-limits.repository.js";
import { createAnalyticsRepository } from "./modules/analytics/analytics.repository.js";
import { createAuthRepository } from "./modules/auth/auth.repository.js";
import { createStaffRepository } from "./modules/content/staff.repository.js";
import { createKeywordsRepository } from "./modules/keywords/keywords.repository.js";
import { createMediaRepository } from "./modules/media/media.repository.js";
import { createQrCodesRepository } from "./modules/qr-codes/qr-codes.repository.js";
import { createRecordsRepository } from "./modules/records/records.repository.js";
import { createSettingsRepository } from "./modules/settings/settings.repository.js";
import { createStopsRepository } from "./modules/stops/stops.repository.js";
import { createToursRepository } from "./modules/tours/tours.repository.js";
import { createSeedRepository } from "./seed/seed.repository.js";

export function createRepositories(db: Db) {
  return {
    analytics: createAnalyticsRepository(db),
    auth: createAuthRepository(db),
    keywords: createKeywordsRepository(db),
    media: createMediaRepository(db),
    qrCodes: createQrCodesRepository(db),
    rateLimits: createRateLimitsRepository(db),
    records: createRecordsRepository(db),
    revision: createContentRevisionRepository(db),
    seed: createSeedRepository(db),
    settings: createSettingsRepository(db),
    staff: createStaffRepository(db),
    stops: createStopsRepository(db),
    tours: createToursRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Repositories on the database, and `transaction` for writes that must happen all or nothing. */
export interface DataAccess {
  repos: Repositories;
  transaction: Transaction<Repositories>;
}

export function createDataAccess(db: Db): DataAccess {
  return { repos: createRepositories(db), transaction: createTransaction(db, createRepositories) };
}
