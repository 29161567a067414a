/**
 * Pixel sizes of uploaded images, for link previews (og:image:width and height). Read from the
 * file's header once per file and kept; unknown (undefined) when the file is missing or unreadable.
 * The header is parsed in JavaScript (image-size): loading libvips into the rendering process
 * for this held about 40 MB more memory on a large archive.
 */
import path from "node:path";
import { imageSizeFromFile } from "image-size/fromFile";
import { LRUCache } from "lru-cache";

export interface ImageSize {
  width: number;
  height: number;
}

const MEDIA_PREFIX = "/media/";
/** Sizes remembered; a page shows one share image, so this covers every page in the page cache. */
const KEPT_SIZES = 5000;

async function read(file: string): Promise<ImageSize | undefined> {
  try {
    const { width, height } = await imageSizeFromFile(file);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

export function createImageSizes(mediaRoot: string) {
  const root = path.resolve(mediaRoot);
  const sizes = new LRUCache<string, Promise<ImageSize | undefined>>({ max: KEPT_SIZES });

  /** The size of an image at /media/…; undefined for any other address. */
  return (src: string): Promise<ImageSize | undefined> => {
    if (!src.startsWith(MEDIA_PREFIX)) return Promise.resolve(undefined);
    let file: string;
    try {
      file = path.resolve(root, decodeURIComponent(src.slice(MEDIA_PREFIX.length)));
    } catch {
      return Promise.resolve(undefined);
    }
    if (!file.startsWith(root + path.sep)) return Promise.resolve(undefined);
    let size = sizes.get(file);
    if (!size) {
      size = read(file);
      sizes.set(file, size);
    }
    return size;
  };
}
