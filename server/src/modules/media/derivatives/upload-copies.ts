/**
 * The media service's side of image copies: made when an image is uploaded, before the upload is
 * answered (so the pages that name it next already offer them), and removed with the original.
 * A failure is logged and never fails the upload: the pages then show the original.
 */
import mime from "mime-types";
import type { MediaType } from "@tours/shared";
import type { MediaStore } from "../store/media-store.js";
import { makeImageCopies, removeImageCopies } from "./image-copies.js";

export interface CopiesLog {
  warn(details: object, message: string): void;
}

export const consoleCopiesLog: CopiesLog = {
  warn: (details, message) => console.warn(message, details),
};

export function createUploadCopies(store: MediaStore, log: CopiesLog = consoleCopiesLog) {
  return {
    /** `file` is the upload's staging file on this machine, which sharp reads directly. */
    async afterUpload(key: string, file: string, type: MediaType): Promise<void> {
      if (type !== "Image") return;
      const started = performance.now();
      try {
        await makeImageCopies(store, key, file);
      } catch (error) {
        log.warn(
          { err: error, key, ms: Math.round(performance.now() - started) },
          "image copies not made; pages show the original",
        );
      }
    },

    async beforeRemove(key: string): Promise<void> {
      if (String(mime.lookup(key)).startsWith("image/")) await removeImageCopies(store, key);
    },
  };
}

export type UploadCopies = ReturnType<typeof createUploadCopies>;
