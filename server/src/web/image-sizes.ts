/**
 * Pixel sizes of uploaded images, for link previews (og:image:width and height). Read from the
 * file's header once per file and kept; unknown (undefined) when the file is missing or unreadable.
 */
import path from "node:path";

export interface ImageSize {
  width: number;
  height: number;
}

const MEDIA_PREFIX = "/media/";

export function createImageSizes(mediaRoot: string) {
  const sizes = new Map<string, Promise<ImageSize | undefined>>();

  async function read(file: string): Promise<ImageSize | undefined> {
    try {
      const { default: sharp } = await import("sharp");
      const { width, height } = await sharp(file).metadata();
      return width && height ? { width, height } : undefined;
    } catch {
      return undefined;
    }
  }

  /** The size of an image at /media/…; undefined for any other address. */
  return (src: string): Promise<ImageSize | undefined> => {
    if (!src.startsWith(MEDIA_PREFIX)) return Promise.resolve(undefined);
    const root = path.resolve(mediaRoot);
    const file = path.resolve(root, decodeURIComponent(src.slice(MEDIA_PREFIX.length)));
    if (!file.startsWith(root + path.sep)) return Promise.resolve(undefined);
    let size = sizes.get(file);
    if (!size) {
      size = read(file);
      sizes.set(file, size);
    }
    return size;
  };
}
