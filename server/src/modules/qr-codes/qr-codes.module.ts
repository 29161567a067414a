/** QR code signs: where each leads, and its scans. */
import { qrCode, qrCodeInput, qrCodeWithScans } from "@tours/shared";
import type { Versioned } from "../../db/schema.js";
import * as qrCodeScans from "../../db/migrations/0002_qr_code_scans.js";
import { crud } from "../../lib/crud-routes.js";
import type { ServerModule } from "../server-module.js";
import { createQrCodeScansRecorder, type QrCodeScansRecorder } from "./qr-code-scans.recorder.js";
import { createQrCodesRepository, type QrCodesRepository } from "./qr-codes.repository.js";
import { createQrCodesService, type QrCodesService } from "./qr-codes.service.js";

export interface QrCodesTable extends Versioned {
  id: string;
  redirect_url: string;
  location_name: string;
  location_description: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  notes: string;
  status: string;
  code_url: string;
  code_img_url: string;
  code_label_name: string;
}

/** One row per scan of a QR code sign; nothing about the visitor. */
export interface QrCodeScansTable {
  id: string;
  code_id: string;
  scanned_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    qr_codes: QrCodesTable;
    qr_code_scans: QrCodeScansTable;
  }
}
declare module "../../repositories.js" {
  interface Repositories {
    qrCodes: QrCodesRepository;
  }
}
declare module "../../services.js" {
  interface Services {
    qrCodes: QrCodesService;
    qrCodeScans: QrCodeScansRecorder;
  }
}

export const qrCodesModule = {
  tables: { qr_codes: "content", qr_code_scans: "content" },
  migrations: { "0002_qr_code_scans": qrCodeScans },
  uniqueKeys: {
    "qr_codes:id": { field: "id", message: "A QR code with this id already exists" },
  },
  repositories: (db) => ({ qrCodes: createQrCodesRepository(db) }),
  services: ({ repos, transaction, onBackgroundError }) => {
    const qrCodeScans = createQrCodeScansRecorder(repos.qrCodes, onBackgroundError);
    return {
      qrCodes: createQrCodesService(repos.qrCodes, qrCodeScans, repos.rateLimits, transaction),
      qrCodeScans,
    };
  },
  adminRoutes(app, { services }) {
    crud(app, "/v2/codes", services.qrCodes, {
      input: qrCodeInput,
      item: qrCode,
      listItem: qrCodeWithScans,
    });
  },
} satisfies ServerModule;
