/**
 * An image's pixel size from the first bytes of its stored file, read through the media store and
 * parsed in JavaScript (image-size): no libvips in the process that renders pages.
 */
import type { Readable } from "node:stream";
import { imageSize } from "image-size";
import type { MediaStore } from "../store/media-store.js";

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Enough for nearly every header; a JPEG whose metadata (EXIF thumbnail, XMP) pushes its frame
 * header further is read again with the larger size.
 */
const HEADER_BYTES = [64 * 1024, 1024 * 1024];

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** EXIF orientations 5 to 8 turn the picture a quarter: its width is shown as its height. */
function asShown(width: number, height: number, orientation: number | undefined): ImageSize {
  return orientation !== undefined && orientation >= 5
    ? { width: height, height: width }
    : { width, height };
}

/**
 * The size of the image stored under `key`, as shown (orientation applied); undefined when the
 * file is not an image whose header this can read. Rejects when the store does (MediaNotFound
 * for a missing file, or the store being unreachable), so a caller can tell those apart.
 */
export async function readImageSize(
  store: MediaStore,
  key: string,
): Promise<ImageSize | undefined> {
  for (const bytes of HEADER_BYTES) {
    const header = await collect(await store.read(key, { start: 0, end: bytes - 1 }));
    try {
      const { width, height, orientation } = imageSize(header);
      return width && height ? asShown(width, height, orientation) : undefined;
    } catch {
      // Not an image it knows, or its header runs past what was read: read more, if there is more.
      if (header.length < bytes) return undefined;
    }
  }
  return undefined;
}
