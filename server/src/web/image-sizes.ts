/**
 * Pixel sizes of uploaded images, for link previews (og:image:width and height) and the width and
 * height of images on the pages. Read from the file's header through the media store once per file
 * and kept (keys never change: each upload gets a new id); unknown (undefined) when the file is
 * missing or unreadable. The header is parsed in JavaScript (image-size): loading libvips into the
 * rendering process for this held about 40 MB more memory on a large archive.
 */
import { LRUCache } from "lru-cache";
import { type ImageSize, readImageSize } from "../modules/media/derivatives/image-header.js";
import { mediaKeyOf } from "../modules/media/media-key.js";
import { MediaNotFound, type MediaStore } from "../modules/media/store/media-store.js";

export type { ImageSize } from "../modules/media/derivatives/image-header.js";

/** Sizes remembered: the images of every page the page cache holds, and more. */
const KEPT_SIZES = 5000;

export function createImageSizes(store: MediaStore) {
  const sizes = new LRUCache<string, Promise<ImageSize | undefined>>({ max: KEPT_SIZES });

  /** The size of an image at /media/…; undefined for any other address. */
  return (src: string): Promise<ImageSize | undefined> => {
    const key = mediaKeyOf(src);
    if (key === undefined) return Promise.resolve(undefined);
    let size = sizes.get(key);
    if (!size) {
      const reading: Promise<ImageSize | undefined> = readImageSize(store, key).catch(
        (error: unknown) => {
          // A store that did not answer is asked again next time; a missing file is not.
          if (!(error instanceof MediaNotFound) && sizes.get(key) === reading) sizes.delete(key);
          return undefined;
        },
      );
      size = reading;
      sizes.set(key, size);
    }
    return size;
  };
}

export type ImageSizes = ReturnType<typeof createImageSizes>;
