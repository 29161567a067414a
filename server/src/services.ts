/** Wires repositories into services: the one place that knows how they fit together. */
import path from "node:path";
import type { Config } from "./config.js";
import { createAnalyticsService } from "./modules/analytics/analytics.service.js";
import { createAuthService } from "./modules/auth/auth.service.js";
import { createContentService } from "./modules/content/content.service.js";
import { createKeywordsService } from "./modules/keywords/keywords.service.js";
import { type CopiesLog, createUploadCopies } from "./modules/media/derivatives/upload-copies.js";
import { createMediaService } from "./modules/media/media.service.js";
import { createMediaStore } from "./modules/media/store/create-store.js";
import { createQrCodeScansRecorder } from "./modules/qr-codes/qr-code-scans.recorder.js";
import { createQrCodesService } from "./modules/qr-codes/qr-codes.service.js";
import { createRecordsService } from "./modules/records/records.service.js";
import { createSettingsService } from "./modules/settings/settings.service.js";
import { createStopsService } from "./modules/stops/stops.service.js";
import { createTourWithStopsService } from "./modules/tours/tour-with-stops.service.js";
import { createToursService } from "./modules/tours/tours.service.js";
import type { DataAccess } from "./repositories.js";

export type ServiceConfig = Pick<
  Config,
  "dataDir" | "mediaRoot" | "mediaStore" | "uploadLimits" | "sessionTtlMs"
>;

export function createServices(
  { repos, transaction }: DataAccess,
  config: ServiceConfig,
  onBackgroundError: (error: unknown) => void = () => {},
  /** Where a failure to make an uploaded image's copies is reported (console by default). */
  log?: CopiesLog,
) {
  const records = createRecordsService(repos.records, transaction);
  const tours = createToursService(repos.tours, transaction);
  const qrCodeScans = createQrCodeScansRecorder(repos.qrCodes, onBackgroundError);
  const mediaStore = createMediaStore(config);
  return {
    auth: createAuthService(repos.auth, repos.rateLimits, config.sessionTtlMs),
    records,
    tours,
    tourWithStops: createTourWithStopsService(repos, transaction, tours),
    stops: createStopsService(repos, transaction, records),
    qrCodes: createQrCodesService(repos.qrCodes, qrCodeScans, repos.rateLimits),
    qrCodeScans,
    settings: createSettingsService(repos, transaction),
    content: createContentService(repos, transaction),
    keywords: createKeywordsService(repos.keywords),
    analytics: createAnalyticsService(repos.analytics, onBackgroundError),
    mediaStore,
    media: createMediaService(
      repos.media,
      mediaStore,
      path.join(config.dataDir, "upload-tmp"),
      config.uploadLimits,
      createUploadCopies(mediaStore, log),
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
