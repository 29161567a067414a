/**
 * Phone-sized copies of uploaded images: AVIF and WebP at a few widths, stored beside the original
 * under keys that follow from its key, so a page builds its srcset from the original's address and
 * width alone: "media/{id}-bells.jpg" (1200 px wide) has "media/{id}-bells.jpg.w320.avif",
 * ".w640.avif", ".w960.avif", ".w1200.avif" and the same in ".webp". The server makes them
 * (server/src/modules/media/derivatives/). No schema code: the browser uses this too.
 */

/** The widths copies are made at; an original narrower than one of them stops the list there. */
export const IMAGE_COPY_WIDTHS = [320, 640, 960, 1440] as const;
export const LARGEST_IMAGE_COPY = 1440;

export const IMAGE_COPY_FORMATS = ["avif", "webp"] as const;
export type ImageCopyFormat = (typeof IMAGE_COPY_FORMATS)[number];

export const IMAGE_COPY_TYPES: Readonly<Record<ImageCopyFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
};

/**
 * What a page knows of an uploaded image: the original's size in pixels as shown (its EXIF
 * orientation applied) and whether its copies are stored.
 */
export interface ImageSizing {
  width: number;
  height: number;
  copies: boolean;
}

/**
 * The widths of the copies of an image `width` pixels wide: the standard widths below it, then its
 * own width (LARGEST_IMAGE_COPY at most). A copy is never wider than the original.
 */
export function imageCopyWidths(width: number): number[] {
  if (!Number.isInteger(width) || width < 1) return [];
  const largest = Math.min(width, LARGEST_IMAGE_COPY);
  return [...IMAGE_COPY_WIDTHS.filter((w) => w < largest), largest];
}

/** A copy's key (or address) from the original's: "media/a.jpg" → "media/a.jpg.w640.webp". */
export function imageCopyKey(original: string, width: number, format: ImageCopyFormat): string {
  return `${original}.w${width}.${format}`;
}

const COPY_KEY = /^(.+)\.w([1-9]\d{0,4})\.(avif|webp)$/;

/** The original, width and format a copy's key (or address) names; undefined for any other key. */
export function parseImageCopyKey(
  key: string,
): { original: string; width: number; format: ImageCopyFormat } | undefined {
  const match = COPY_KEY.exec(key);
  if (!match) return undefined;
  return { original: match[1]!, width: Number(match[2]), format: match[3] as ImageCopyFormat };
}
