import { z } from "zod";
import {
  entityId,
  httpUrlOrPath,
  multiLineText,
  requiredLine,
  requiredText,
  singleLineText,
  title,
  version,
} from "../common/common.schema.js";

export const QR_CODE_STATUSES = [
  "Pending Installation",
  "Installed",
  "OK",
  "Sign Missing/Stolen",
  "Illegible/Marked On",
  "Damaged/Will Not Scan",
] as const;
export const qrCodeStatus = z.enum(QR_CODE_STATUSES);

const optionalLine = singleLineText.trim().default("");

/** Body of POST/PUT /dashboard/api/v2/codes (SPEC §5 QR code). */
export const qrCodeInput = z.object({
  id: entityId,
  redirectUrl: requiredLine.pipe(httpUrlOrPath),
  locationName: title,
  locationDescription: requiredText,
  address: optionalLine,
  city: optionalLine,
  state: optionalLine,
  zip: optionalLine,
  notes: multiLineText.trim().default(""),
  status: qrCodeStatus.default("Pending Installation"),
  codeURL: optionalLine,
  codeImgUrl: optionalLine,
  codeLabelName: optionalLine,
  version,
});

export const qrCode = qrCodeInput.extend({
  version: z.number().int(),
  updatedAt: z.string(),
});

/** A code in the admin list, with the figures that show whether its sign is still scanned. */
export const qrCodeWithScans = qrCode.extend({
  scansLast30Days: z.number().int().min(0),
  /** ISO time of the latest scan ever; null when it was never scanned. */
  lastScanAt: z.string().nullable(),
});

export type QrCodeStatus = z.infer<typeof qrCodeStatus>;
export type QrCodeInput = z.input<typeof qrCodeInput>;
export type ParsedQrCodeInput = z.output<typeof qrCodeInput>;
export type QrCode = z.infer<typeof qrCode>;
export type QrCodeWithScans = z.infer<typeof qrCodeWithScans>;

/**
 * The code named by the address printed on its sign (GET /q/{id}): any text is looked up as given,
 * and one no code has is the 'No QR code found' answer.
 */
export const qrCodePathParams = z.object({ id: z.string() });
