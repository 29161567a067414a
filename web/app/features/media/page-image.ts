/**
 * An uploaded image as a page shows it, and the srcset of its phone-sized copies (AVIF and WebP,
 * at addresses that follow from the original's: see @tours/shared image-copies). Browser code.
 */
import {
  IMAGE_COPY_FORMATS,
  IMAGE_COPY_TYPES,
  imageCopyKey,
  imageCopyWidths,
  type ImageCopyFormat,
  type ImageSizing,
} from "@tours/shared/browser";

export interface PageImage {
  /** The original's address (/media/…, or another site's). */
  src: string;
  /** Its size and whether its copies are stored; absent when unknown (see withImageSizing). */
  sizing?: ImageSizing;
}

export interface CopySource {
  type: string;
  srcSet: string;
}

/**
 * The <source>s that offer an image's copies, AVIF first (the smaller); none when it has no
 * copies. `widest` offers only the widest copy (1440 px, or the original's width if narrower).
 */
export function copySources(image: PageImage, { widest = false } = {}): CopySource[] {
  const { sizing } = image;
  if (!sizing?.copies) return [];
  const widths = imageCopyWidths(sizing.width);
  const offered = widest ? widths.slice(-1) : widths;
  if (offered.length === 0) return [];
  return IMAGE_COPY_FORMATS.map((format: ImageCopyFormat) => ({
    type: IMAGE_COPY_TYPES[format],
    srcSet: widest
      ? imageCopyKey(image.src, offered[0]!, format)
      : offered.map((width) => `${imageCopyKey(image.src, width, format)} ${width}w`).join(", "),
  }));
}

/** The lock screen's copies: a phone's media controls show the picture at most this wide. */
const ARTWORK_MAX_WIDTH = 640;

/**
 * The picture the lock screen shows while a narration plays (Media Session artwork): the image's
 * small WebP copies with their sizes, of which the browser fetches the one its controls fit; the
 * original only when it has no copies. Chrome decodes this picture on the page's main thread: the
 * original held each move to the next stop up by 150–430 ms with the CPU slowed 4× like a phone.
 */
export function sessionArtwork(image: PageImage): MediaImage[] {
  const { sizing } = image;
  const widths = sizing?.copies
    ? imageCopyWidths(sizing.width).filter((width) => width <= ARTWORK_MAX_WIDTH)
    : [];
  if (!sizing || widths.length === 0) return [{ src: image.src }];
  return widths.map((width) => ({
    src: imageCopyKey(image.src, width, "webp"),
    sizes: `${width}x${Math.max(1, Math.round((sizing.height * width) / sizing.width))}`,
    type: IMAGE_COPY_TYPES.webp,
  }));
}
