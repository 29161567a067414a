/** Uploads: the type is read from the file's bytes; only images, audio and video are kept. */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileTypeFromFile } from "file-type";
import type { MediaFolder, MediaLimits, UploadedMedia } from "@tours/shared";
import type { Transaction } from "../../db/transaction.js";
import type { Repositories } from "../../repositories.js";
import { ApiError, conflict, notFound } from "../../lib/errors.js";
import { countUpload } from "../../lib/metrics/metrics.js";
import { displayName, safeFileName } from "./file-names.js";
import type { UploadCopies } from "./derivatives/upload-copies.js";
import type { MediaRepository } from "./media.repository.js";
import { storeUnavailable } from "./store/store-errors.js";
import { isSafeMediaKey, type MediaStore } from "./store/media-store.js";
import { mediaTypeOf, megabytes, tooLarge, uploadLimit } from "./upload-limit.js";

export interface IncomingFile {
  filename: string;
  stream: NodeJS.ReadableStream & { truncated?: boolean };
}

/**
 * Copies the upload to its staging file. An error of the upload's own stream is the multipart
 * parser's complaint about the body (cut short, no closing boundary: "Part terminated early…"),
 * so the client's: 400. busboy gives those neither a code nor a class, so they are told by where
 * they come from: the size limit's refusal is an ApiError, and an error of the staging file (the
 * disk) is seen on that file first, so both stay what they are.
 */
async function stage(
  upload: NodeJS.ReadableStream,
  limit: Transform,
  staged: fs.WriteStream,
): Promise<void> {
  const ours = new WeakSet<object>();
  staged.on("error", (error: unknown) => {
    if (error instanceof Object) ours.add(error);
  });
  await pipeline(upload, limit, staged).catch((error: unknown) => {
    if (error instanceof ApiError || (error instanceof Object && ours.has(error))) throw error;
    throw new ApiError(
      "validation_failed",
      "The upload is not valid multipart/form-data: send the file again.",
    );
  });
}

export function createMediaService(
  repo: MediaRepository,
  transaction: Transaction<Repositories>,
  store: MediaStore,
  tempDir: string,
  limits: MediaLimits,
  imageCopies: UploadCopies,
) {
  return {
    /** The largest file of each type, in bytes: the admin refuses a bigger one before sending it. */
    limits: (): MediaLimits => limits,

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
      const staged = fs.createWriteStream(temp);
      try {
        await stage(file.stream, uploadLimit(limits), staged);
        if (file.stream.truncated) {
          throw new ApiError(
            "payload_too_large",
            `The file is larger than the largest upload allowed (${megabytes(Math.max(limits.Image, limits.Audio, limits.Video))}).`,
          );
        }
        const sniffed = await fileTypeFromFile(temp);
        const type = sniffed && mediaTypeOf(sniffed.mime);
        if (!sniffed || !type) {
          throw new ApiError(
            "unsupported_media_type",
            "Only image, audio and video files can be uploaded.",
          );
        }
        const size = fs.statSync(temp).size;
        if (size > limits[type]) throw tooLarge(type, limits);
        const storedName = safeFileName(file.filename, sniffed.ext);
        const key = `${folder}/${randomUUID()}-${storedName}`;
        await store
          .write(key, fs.createReadStream(temp), sniffed.mime)
          .catch(storeUnavailable("The file could not be stored"));
        try {
          await repo.insert({
            key,
            type,
            folder,
            originalName: displayName(file.filename, storedName),
            mimeType: sniffed.mime,
            bytes: size,
            uploadedBy,
          });
        } catch (error) {
          await store.remove(key).catch(() => {});
          throw error;
        }
        countUpload(type, size);
        await imageCopies.afterUpload(key, temp, type);
        return { type, bucket: store.bucket, path: key, url: `/media/${key}` };
      } finally {
        // A stream cut off early may still be opening its file: remove it once it is closed.
        if (!staged.closed)
          await new Promise<void>((resolve) => staged.once("close", () => resolve()));
        fs.rmSync(temp, { force: true });
      }
    },

    /**
     * Deletes a stored file that no content names any longer. The row is claimed first, in one
     * transaction with the in-use check: a save naming the file meanwhile either waits for it
     * (and is refused) or went first (and the check sees it). A path without a row (a folder, a
     * file never uploaded, one another delete has just claimed) is a 404. The objects go after
     * the commit, so no transaction waits on the store; if they cannot, the row is put back.
     */
    async remove(key: string): Promise<void> {
      if (!isSafeMediaKey(key)) throw new ApiError("validation_failed", "Not a media file path.");
      const row = await transaction(async (tx) => {
        const taken = await tx.media.takeRow(key);
        if (!taken) throw notFound("Media file");
        const uses = await tx.media.usesOf(key);
        if (uses.length > 0) {
          throw conflict(
            `The file is still used by ${uses.join(", ")}. Remove it there first.`,
            uses.map((use) => ({ path: "path", message: `Used by ${use}` })),
          );
        }
        return taken;
      });
      try {
        await imageCopies.beforeRemove(key);
        await store.remove(key);
      } catch (error) {
        await repo.putBack(row);
        return storeUnavailable("The file could not be deleted")(error);
      }
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
