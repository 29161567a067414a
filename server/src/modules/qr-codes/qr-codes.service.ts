import {
  qrCodeInput,
  type ParsedQrCodeInput,
  type QrCode,
  type QrCodeStatus,
  type QrCodeWithScans,
} from "@tours/shared";
import type { QrCodesTable } from "./qr-codes.module.js";
import type { Transaction } from "../../db/transaction.js";
import type { Repositories } from "../../repositories.js";
import type { RateLimitsRepository } from "../../lib/rate-limits.repository.js";
import { bucketName } from "../../lib/rate-limits.js";
import { versionedCrud } from "../../lib/versioned-crud.js";
import type { QrCodeScansRecorder } from "./qr-code-scans.recorder.js";
import type { QrCodesRepository } from "./qr-codes.repository.js";
import { redirectLocation } from "./redirect-location.js";

export type ScanOutcome =
  | { kind: "redirect"; location: string }
  | { kind: "unknown" }
  | { kind: "unsafe"; redirectUrl: string };

const RECENT_SCANS_MS = 30 * 24 * 60 * 60 * 1000;

function present(row: QrCodesTable): QrCode {
  return {
    id: row.id,
    redirectUrl: row.redirect_url,
    locationName: row.location_name,
    locationDescription: row.location_description,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    notes: row.notes,
    status: row.status as QrCodeStatus,
    codeURL: row.code_url,
    codeImgUrl: row.code_img_url,
    codeLabelName: row.code_label_name,
    version: Number(row.version),
    updatedAt: row.updated_at,
  };
}

function columns(input: ParsedQrCodeInput) {
  return {
    redirect_url: input.redirectUrl,
    location_name: input.locationName,
    location_description: input.locationDescription,
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip,
    notes: input.notes,
    status: input.status,
    code_url: input.codeURL,
    code_img_url: input.codeImgUrl,
    code_label_name: input.codeLabelName,
  };
}

/** One scan counted per code per visitor address in this window, across every app process. */
export const SCAN_WINDOW = { limit: 1, ms: 10 * 60 * 1000 };

export function createQrCodesService(
  repo: QrCodesRepository,
  scans: QrCodeScansRecorder,
  rateLimits: RateLimitsRepository,
  transaction: Transaction<Repositories>,
) {
  return {
    // Published: a saved tour keeps the signs that lead to its pages (offline-plan.ts), so each
    // write bumps the content revision and the saved copies follow a sign moved.
    ...versionedCrud(
      repo,
      { what: "QR code", input: qrCodeInput, present, columns },
      { transaction, rowsIn: (tx) => tx.qrCodes },
    ),

    async list(): Promise<QrCodeWithScans[]> {
      const since = new Date(Date.now() - RECENT_SCANS_MS).toISOString();
      return (await repo.listWithScans(since)).map((row) => ({
        ...present(row),
        scansLast30Days: Number(row.recent_scans ?? 0),
        lastScanAt: row.last_scan_at ?? null,
      }));
    },

    /** The codes that lead to a page of this site, with where (a tour saved offline keeps them). */
    async siteRedirects(): Promise<{ id: string; location: string }[]> {
      return (await repo.listRedirectUrls()).flatMap(({ id, redirect_url }) => {
        const location = redirectLocation(redirect_url);
        return location?.startsWith("/") ? [{ id, location }] : [];
      });
    },

    /**
     * Where a scan of the code leads (GET /q/{id}); the scan is counted when a visitor address is
     * given, the code leads somewhere and that address has not been counted for it in the last
     * 10 minutes. A code whose address is not http(s) or a path on this site is `unsafe`. A scan a
     * phone kept offline says when it was made (`claimedAt`, believed within limits).
     */
    async scan(
      id: string,
      visitorAddress: string | undefined,
      claimedAt?: string,
    ): Promise<ScanOutcome> {
      const redirectUrl = await repo.findRedirectUrl(id);
      if (redirectUrl === undefined) return { kind: "unknown" };
      const location = redirectLocation(redirectUrl);
      if (location === undefined) return { kind: "unsafe", redirectUrl };
      if (
        visitorAddress !== undefined &&
        (await rateLimits.reserve(bucketName("qr-scan", id, visitorAddress), SCAN_WINDOW))
      ) {
        scans.record(id, claimedAt);
      }
      return { kind: "redirect", location };
    },
  };
}

export type QrCodesService = ReturnType<typeof createQrCodesService>;
