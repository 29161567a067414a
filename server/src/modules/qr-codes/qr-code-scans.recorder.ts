/**
 * Counts scans of QR code signs: one row per scan (code, time), nothing about the visitor.
 * Scans are written in batches (at most a second late), as analytics events are, so the
 * redirect never waits for the database.
 */
import { randomUUID } from "node:crypto";
import type { QrCodeScansTable } from "./qr-codes.module.js";
import { createBatchWriter } from "../../lib/batch-writer.js";
import { claimedTime } from "../../lib/claimed-time.js";
import { constraintKind } from "../../lib/errors.js";
import type { QrCodesRepository } from "./qr-codes.repository.js";

export function createQrCodeScansRecorder(
  repo: QrCodesRepository,
  onError: (error: unknown) => void,
) {
  async function write(batch: QrCodeScansTable[]): Promise<void> {
    try {
      await repo.insertScans(batch);
    } catch (error) {
      if (constraintKind(error) !== "foreign_key") throw error;
      // A code was deleted after its scan was queued: keep the scans of the codes that remain.
      const ids = [...new Set(batch.map((scan) => scan.code_id))];
      const existing = new Set(await repo.existingIds(ids));
      const kept = batch.filter((scan) => existing.has(scan.code_id));
      if (kept.length > 0) await repo.insertScans(kept);
    }
  }

  const scans = createBatchWriter(write, onError);

  return {
    /** Queues one scan of the code, made now or when the phone that kept it says. */
    record(codeId: string, claimedAt?: string): void {
      scans.add({ id: randomUUID(), code_id: codeId, scanned_at: claimedTime(claimedAt) });
    },
    /** Writes what is queued; called on shutdown and by tests. */
    flush: scans.flush,
  };
}

export type QrCodeScansRecorder = ReturnType<typeof createQrCodeScansRecorder>;
