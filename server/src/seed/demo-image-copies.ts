/**
 * The phone-sized copies of the demo's images. Making them takes several times as long as
 * drawing the images (AVIF is slow to encode: 10-30 s for the demo on two cores), so a fresh
 * `npm start` does not wait for them: they are made after the site is up, and when they are in,
 * the content revision moves so every page kept meanwhile is drawn again, offering them.
 */
import { bumpRevision } from "../lib/content-revision.js";
import type { ContentRevisionRepository } from "../lib/content-revision.repository.js";
import { deriveStoredImages, describeSummary } from "../modules/media/derivatives/derive-stored.js";
import type { MediaStore } from "../modules/media/store/media-store.js";

export interface DemoCopiesLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export async function makeDemoImageCopies(
  revision: ContentRevisionRepository,
  store: MediaStore,
  log: DemoCopiesLog,
): Promise<void> {
  const started = Date.now();
  try {
    const summary = await deriveStoredImages(store);
    if (summary.files > 0) await bumpRevision(revision);
    const details = { ...summary, failed: summary.failed.length, ms: Date.now() - started };
    if (summary.failed.length > 0)
      log.warn({ ...details, errors: summary.failed }, describeSummary(summary));
    else log.info(details, "demo image copies made");
  } catch (error) {
    log.warn({ err: error }, "demo image copies not made; run npm run media:derive");
  }
}
