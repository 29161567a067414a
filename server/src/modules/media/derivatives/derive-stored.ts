/**
 * Copies for the images already in the media store (npm run media:derive, and the demo's images
 * after it is loaded): every image whose copies are not all stored gets the missing ones. Safe to
 * run again: an image with all its copies is not even read.
 */
import type { Readable } from "node:stream";
import mime from "mime-types";
import {
  IMAGE_COPY_FORMATS,
  imageCopyKey,
  imageCopyWidths,
  parseImageCopyKey,
} from "@tours/shared";
import type { MediaStore } from "../store/media-store.js";
import { readImageSize } from "./image-header.js";
import { makeImageCopies } from "./image-copies.js";

export interface DeriveSummary {
  /** Images that got copies now. */
  derived: number;
  /** Copies written. */
  files: number;
  /** Images that had every copy already. */
  complete: number;
  /** Images that get no copies: animated ones, or unreadable. */
  skipped: number;
  /** Images whose copies could not be made, with the reason. */
  failed: { key: string; reason: string }[];
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every image original in the store, with the set of every key (copies are listed after theirs). */
async function listImages(store: MediaStore): Promise<{ images: string[]; keys: Set<string> }> {
  const keys = new Set<string>();
  const images: string[] = [];
  for await (const { key } of store.list()) {
    keys.add(key);
    const copy = parseImageCopyKey(key);
    // A file uploaded with a name like a copy's is still an original when no original precedes it.
    if (copy && keys.has(copy.original)) continue;
    if (String(mime.lookup(key)).startsWith("image/")) images.push(key);
  }
  return { images, keys };
}

export async function deriveStoredImages(
  store: MediaStore,
  onImage: (key: string, written: number) => void = () => {},
): Promise<DeriveSummary> {
  const summary: DeriveSummary = { derived: 0, files: 0, complete: 0, skipped: 0, failed: [] };
  const { images, keys } = await listImages(store);
  for (const key of images) {
    try {
      const size = await readImageSize(store, key);
      const expected = imageCopyWidths(size?.width ?? 0).flatMap((width) =>
        IMAGE_COPY_FORMATS.map((format) => imageCopyKey(key, width, format)),
      );
      if (expected.length > 0 && expected.every((copy) => keys.has(copy))) {
        summary.complete += 1;
        continue;
      }
      const written = await makeImageCopies(store, key, await bytesOf(await store.read(key)), {
        onlyMissing: true,
      });
      if (written === "animated") summary.skipped += 1;
      else if (written === 0) summary.complete += 1;
      else {
        summary.derived += 1;
        summary.files += written;
        onImage(key, written);
      }
    } catch (error) {
      summary.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return summary;
}

/** The summary in one line. */
export function describeSummary({ derived, files, complete, skipped, failed }: DeriveSummary) {
  const n = (count: number, one: string, many = `${one}s`) =>
    `${count} ${count === 1 ? one : many}`;
  return (
    `Image copies: made ${n(files, "file")} for ${n(derived, "image")}; ` +
    `${n(complete, "image")} already had ${complete === 1 ? "its" : "theirs"}, ` +
    `${n(skipped, "image")} get none (animated), ${n(failed.length, "image")} failed.`
  );
}
