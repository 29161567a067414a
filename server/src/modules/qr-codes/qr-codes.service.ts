import { qrCodeInput, type ParsedQrCodeInput, type QrCode, type QrCodeStatus } from "@tours/shared";
import type { Db } from "../../db/database.js";
import type { QrCodesTable } from "../../db/schema.js";
import { conflict, constraintKind, invalid, notFound } from "../../lib/errors.js";
import { nowIso } from "../../lib/json-column.js";
import { parseWith } from "../../lib/validate.js";
import { assertUpdated } from "../../lib/versioned.js";
import type { QrCodesRepository } from "./qr-codes.repository.js";

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

export function createQrCodesService(db: Db, repo: QrCodesRepository) {
  async function load(id: string): Promise<QrCode> {
    const row = await repo.findById(id);
    if (!row) throw notFound("QR code");
    return present(row);
  }

  return {
    list: async (): Promise<QrCode[]> => (await repo.list()).map(present),

    async create(body: unknown): Promise<QrCode> {
      const input = parseWith(qrCodeInput, body);
      try {
        await repo.insert(db, input.id, columns(input), nowIso());
      } catch (error) {
        if (constraintKind(error) === "unique") {
          throw conflict("A QR code with this id already exists", [
            { path: "id", message: "Already exists" },
          ]);
        }
        throw error;
      }
      return load(input.id);
    },

    async update(id: string, body: unknown): Promise<QrCode> {
      const input = parseWith(qrCodeInput, body);
      if (input.id !== id) throw invalid([{ path: "id", message: "Does not match the address" }]);
      const result = await repo.update(db, id, columns(input), input.version, nowIso());
      await assertUpdated(result, async () => (await repo.findById(id)) !== undefined, "QR code");
      return load(id);
    },

    async remove(id: string): Promise<void> {
      const result = await repo.delete(db, id);
      if (Number(result.numDeletedRows) === 0) throw notFound("QR code");
    },
  };
}

export type QrCodesService = ReturnType<typeof createQrCodesService>;
