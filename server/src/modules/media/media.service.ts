/** Uploads: the type is read from the file's bytes; only images, audio and video are kept. */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileTypeFromFile } from "file-type";
import type { MediaFolder, UploadedMedia } from "@tours/shared";
import type { Db } from "../../db/database.js";
import { AppError } from "../../lib/errors.js";
import { nowIso } from "../../lib/json-column.js";
import { countUpload } from "../../lib/metrics/metrics.js";
import { safeFileName } from "./file-names.js";
import { storeUnavailable } from "./store/store-errors.js";
import type { MediaStore } from "./store/media-store.js";
import { type MediaLimits, mediaTypeOf, megabytes, tooLarge, uploadLimit } from "./upload-limit.js";

export type { MediaLimits } from "./upload-limit.js";

export interface IncomingFile {
  filename: string;
  stream: NodeJS.ReadableStream & { truncated?: boolean };
}

export function createMediaService(
  db: Db,
  store: MediaStore,
  tempDir: string,
  limits: MediaLimits,
) {
  return {
    /**
     * The file goes to a staging file on this machine first (read in chunks, cut off at its
     * type's limit), so its type can be read from its bytes; then it streams to the store.
     */
    async store(
      file: IncomingFile,
      folder: MediaFolder,
      uploadedBy: string | null,
    ): Promise<UploadedMedia> {
      fs.mkdirSync(tempDir, { recursive: true });
      const temp = path.join(tempDir, randomUUID());
      try {
        await pipeline(file.stream, uploadLimit(limits), fs.createWriteStream(temp));
        if (file.stream.truncated) {
          throw new AppError(
            "payload_too_large",
            `The file is larger than the largest upload allowed (${megabytes(Math.max(limits.Image, limits.Audio, limits.Video))}).`,
          );
        }
        const sniffed = await fileTypeFromFile(temp);
        const type = sniffed && mediaTypeOf(sniffed.mime);
        if (!sniffed || !type) {
          throw new AppError(
            "unsupported_media_type",
            "Only image, audio and video files can be uploaded.",
          );
        }
        const size = fs.statSync(temp).size;
        if (size > limits[type]) throw tooLarge(type, limits);
        const key = `${folder}/${randomUUID()}-${safeFileName(file.filename, sniffed.ext)}`;
        await store
          .write(key, fs.createReadStream(temp), sniffed.mime)
          .catch(storeUnavailable("The file could not be stored"));
        try {
          await db
            .insertInto("media")
            .values({
              id: randomUUID(),
              type,
              folder,
              path: key,
              original_name: file.filename.slice(0, 255),
              mime_type: sniffed.mime,
              size_bytes: size,
              uploaded_by: uploadedBy,
              created_at: nowIso(),
            })
            .execute();
        } catch (error) {
          await store.remove(key).catch(() => {});
          throw error;
        }
        countUpload(type, size);
        // image derivatives
        return { type, bucket: store.bucket, path: key, url: `/media/${key}` };
      } finally {
        fs.rmSync(temp, { force: true });
      }
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
