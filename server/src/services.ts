/** Wires repositories into services: the one place that knows how they fit together. */
import path from "node:path";
import type { Config } from "./config.js";
import type { Db } from "./db/database.js";
import { createRateLimits } from "./lib/rate-limits.js";
import { createAnalyticsService } from "./modules/analytics/analytics.service.js";
import { createAuthRepository } from "./modules/auth/auth.repository.js";
import { createAuthService } from "./modules/auth/auth.service.js";
import { createContentService } from "./modules/content/content.service.js";
import { createStaffRepository } from "./modules/content/staff.repository.js";
import { createKeywordsRepository } from "./modules/keywords/keywords.repository.js";
import { createKeywordsService } from "./modules/keywords/keywords.service.js";
import { createMediaRepository } from "./modules/media/media.repository.js";
import { type CopiesLog, createUploadCopies } from "./modules/media/derivatives/upload-copies.js";
import { createMediaService } from "./modules/media/media.service.js";
import { createMediaStore } from "./modules/media/store/create-store.js";
import { createQrCodeScansRecorder } from "./modules/qr-codes/qr-code-scans.recorder.js";
import { createQrCodesRepository } from "./modules/qr-codes/qr-codes.repository.js";
import { createQrCodesService } from "./modules/qr-codes/qr-codes.service.js";
import { createRecordsRepository } from "./modules/records/records.repository.js";
import { createRecordsService } from "./modules/records/records.service.js";
import { createSettingsRepository } from "./modules/settings/settings.repository.js";
import { createSettingsService } from "./modules/settings/settings.service.js";
import { createStopsRepository } from "./modules/stops/stops.repository.js";
import { createStopsService } from "./modules/stops/stops.service.js";
import { createTourWithStopsService } from "./modules/tours/tour-with-stops.service.js";
import { createToursRepository } from "./modules/tours/tours.repository.js";
import { createToursService } from "./modules/tours/tours.service.js";

export type ServiceConfig = Pick<
  Config,
  "dataDir" | "mediaRoot" | "mediaStore" | "uploadLimits" | "sessionTtlMs"
>;

export function createServices(
  db: Db,
  config: ServiceConfig,
  onBackgroundError: (error: unknown) => void = () => {},
  /** Where a failure to make an uploaded image's copies is reported (console by default). */
  log?: CopiesLog,
) {
  const recordsRepo = createRecordsRepository(db);
  const toursRepo = createToursRepository(db);
  const stopsRepo = createStopsRepository(db);
  const settingsRepo = createSettingsRepository(db);
  const records = createRecordsService(db, recordsRepo);
  const tours = createToursService(db, toursRepo, stopsRepo);
  const qrCodeScans = createQrCodeScansRecorder(db, onBackgroundError);
  const rateLimits = createRateLimits(db);
  const mediaStore = createMediaStore(config);
  return {
    auth: createAuthService(createAuthRepository(db), rateLimits, config.sessionTtlMs),
    records,
    tours,
    tourWithStops: createTourWithStopsService(db, toursRepo, stopsRepo, tours),
    stops: createStopsService(db, stopsRepo, records),
    qrCodes: createQrCodesService(db, createQrCodesRepository(db), qrCodeScans, rateLimits),
    qrCodeScans,
    settings: createSettingsService(db, settingsRepo),
    content: createContentService(db, settingsRepo, createStaffRepository(db)),
    keywords: createKeywordsService(createKeywordsRepository(db)),
    analytics: createAnalyticsService(db, onBackgroundError),
    mediaStore,
    media: createMediaService(
      createMediaRepository(db),
      mediaStore,
      path.join(config.dataDir, "upload-tmp"),
      config.uploadLimits,
      createUploadCopies(mediaStore, log),
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
