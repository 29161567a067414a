/**
 * Counts an upload's bytes as they arrive and cuts it off as soon as it passes its type's limit:
 * the type is read from the first bytes, so a 400 MB "photo" stops at the image limit, not at the
 * largest limit of any type.
 */
import { Transform, type TransformCallback } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import type { MediaLimits, MediaType } from "@tours/shared";
import { ApiError } from "../../lib/errors.js";

/** Enough of a file's head for the type to be read (file-type's own sample size). */
const SNIFF_BYTES = 4100;

const TYPE_BY_PREFIX: Record<string, MediaType> = {
  image: "Image",
  audio: "Audio",
  video: "Video",
};

export const mediaTypeOf = (mime: string): MediaType | undefined =>
  TYPE_BY_PREFIX[mime.split("/")[0] ?? ""];

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const tooLarge = (type: MediaType, limits: MediaLimits) =>
  new ApiError("payload_too_large", `${type} files can be at most ${megabytes(limits[type])}.`);

export function uploadLimit(limits: MediaLimits): Transform {
  let seen = 0;
  let head: Buffer[] = [];
  let sniffed = false;
  // Until (or unless) the type is known, the multipart parser's limit (the largest) applies.
  let type: MediaType | undefined;
  const overLimit = () =>
    type !== undefined && seen > limits[type] ? tooLarge(type, limits) : undefined;

  return new Transform({
    async transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      if (!sniffed) {
        head.push(chunk);
        if (seen < SNIFF_BYTES) return done();
        sniffed = true;
        const buffered = Buffer.concat(head);
        head = [];
        const found = await fileTypeFromBuffer(buffered).catch(() => undefined);
        type = found && mediaTypeOf(found.mime);
        const error = overLimit();
        return error ? done(error) : done(null, buffered);
      }
      const error = overLimit();
      return error ? done(error) : done(null, chunk);
    },
    flush(done) {
      done(null, head.length > 0 ? Buffer.concat(head) : undefined);
    },
  });
}
