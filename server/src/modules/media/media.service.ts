/** Uploads: the type is read from the file's bytes; only images, audio and video are kept. */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileTypeFromFile } from "file-type";
import type { MediaFolder, MediaType, UploadedMedia } from "@tours/shared";
import type { Db } from "../../db/database.js";
import { AppError } from "../../lib/errors.js";
import { nowIso } from "../../lib/json-column.js";
import { safeFileName } from "./file-names.js";

const TYPE_BY_PREFIX: Record<string, MediaType> = {
  image: "Image",
  audio: "Audio",
  video: "Video",
};

export interface MediaLimits {
  Image: number;
  Audio: number;
  Video: number;
}

export interface IncomingFile {
  filename: string;
  stream: NodeJS.ReadableStream & { truncated?: boolean };
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function createMediaService(
  db: Db,
  mediaRoot: string,
  tempDir: string,
  limits: MediaLimits,
) {
  return {
    async store(
      file: IncomingFile,
      folder: MediaFolder,
      uploadedBy: string | null,
    ): Promise<UploadedMedia> {
      fs.mkdirSync(tempDir, { recursive: true });
      const temp = path.join(tempDir, randomUUID());
      try {
        await pipeline(file.stream, fs.createWriteStream(temp));
        if (file.stream.truncated) {
          throw new AppError(
            "payload_too_large",
            `The file is larger than the largest upload allowed (${megabytes(Math.max(limits.Image, limits.Audio, limits.Video))}).`,
          );
        }
        const sniffed = await fileTypeFromFile(temp);
        const type = sniffed ? TYPE_BY_PREFIX[sniffed.mime.split("/")[0] ?? ""] : undefined;
        if (!sniffed || !type) {
          throw new AppError(
            "unsupported_media_type",
            "Only image, audio and video files can be uploaded.",
          );
        }
        const size = fs.statSync(temp).size;
        if (size > limits[type]) {
          throw new AppError(
            "payload_too_large",
            `${type} files can be at most ${megabytes(limits[type])}.`,
          );
        }
        const name = `${randomUUID()}-${safeFileName(file.filename, sniffed.ext)}`;
        const relative = `${folder}/${name}`;
        const target = path.resolve(mediaRoot, relative);
        if (!target.startsWith(path.resolve(mediaRoot) + path.sep))
          throw new AppError("validation_failed", "Invalid file name");
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(temp, target);
        await db
          .insertInto("media")
          .values({
            id: randomUUID(),
            type,
            folder,
            path: relative,
            original_name: file.filename.slice(0, 255),
            mime_type: sniffed.mime,
            size_bytes: size,
            uploaded_by: uploadedBy,
            created_at: nowIso(),
          })
          .execute();
        return { type, bucket: "local", path: relative, url: `/media/${relative}` };
      } finally {
        fs.rmSync(temp, { force: true });
      }
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
