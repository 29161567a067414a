/**
 * The phone-sized copies of an image that a saved tour may keep in its place, with their sizes:
 * the browser saves the one its screen needs (see @tours/shared offline-plan).
 */
import {
  IMAGE_COPY_FORMATS,
  IMAGE_COPY_TYPES,
  imageCopyKey,
  imageCopyWidths,
  type OfflineImageCopy,
} from "@tours/shared";
import { readImageSize } from "../media/derivatives/image-header.js";
import { mediaKeyOf } from "../media/media-key.js";
import { MediaNotFound, type MediaStore } from "../media/store/media-store.js";
import { storeUnavailable } from "../media/store/store-errors.js";

/** Undefined for an image without all its copies (they are made when it is uploaded). */
export function createImageCopyFiles(store: MediaStore) {
  const unavailable = storeUnavailable("The tour's files could not be listed");
  return async (url: string): Promise<OfflineImageCopy[] | undefined> => {
    const key = mediaKeyOf(url);
    if (key === undefined) return undefined;
    const size = await readImageSize(store, key).catch((error: unknown) =>
      error instanceof MediaNotFound ? undefined : unavailable(error),
    );
    if (!size) return undefined;
    const copies = imageCopyWidths(size.width).flatMap((width) =>
      IMAGE_COPY_FORMATS.map((format) => ({ width, format })),
    );
    const stats = await Promise.all(
      copies.map(({ width, format }) =>
        store.stat(imageCopyKey(key, width, format)).catch(unavailable),
      ),
    );
    if (stats.some((stat) => !stat)) return undefined;
    return copies.map(({ width, format }, i) => ({
      url: imageCopyKey(url, width, format),
      width,
      type: IMAGE_COPY_TYPES[format],
      bytes: stats[i]!.size,
    }));
  };
}
