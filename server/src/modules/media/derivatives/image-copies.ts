/**
 * Makes and removes the AVIF and WebP copies of an uploaded image at phone-sized widths (the key
 * scheme and widths are in @tours/shared image-copies). sharp is loaded on the first copy made,
 * so a process that never derives never holds libvips (about 40 MB).
 */
import { Readable } from "node:stream";
import {
  IMAGE_COPY_FORMATS,
  IMAGE_COPY_TYPES,
  IMAGE_COPY_WIDTHS,
  imageCopyKey,
  imageCopyWidths,
  type ImageCopyFormat,
} from "@tours/shared";
import type { MediaStore } from "../store/media-store.js";
import { readImageSize } from "./image-header.js";

type Sharp = (typeof import("sharp"))["default"];

/**
 * Chosen with `npm run bench:images` (bytes, and SSIM against the original at the size shown): a
 * 3× phone shows the 1200-1440 px copies, whose pixels are a third of a CSS pixel wide, so a
 * quality a little under sharp's AVIF default (50) still scores 0.99 and more, and takes the
 * demo's stop pages to under 40 % of their JPEG bytes (quality 55: 52 %). With AVIF's effort 1
 * a 14 MB photo's eight copies take about 1 s on two cores (3 s when they are busy); effort 4 took
 * ten times as long for files no smaller.
 */
const ENCODING = {
  avif: { quality: 45, effort: 1 },
  webp: { quality: 72, effort: 4 },
} as const;

/**
 * Per width WebP, then AVIF; the widest AVIF is written last, so when it is stored every copy of
 * the image is (a copy cut short by a crash is never half written: stores write whole objects).
 */
const WRITE_ORDER: readonly ImageCopyFormat[] = ["webp", "avif"];

let sharpLoaded: Promise<Sharp> | undefined;
function loadSharp(): Promise<Sharp> {
  sharpLoaded ??= import("sharp").then(({ default: sharp }) => {
    // A long-running server keeps no decoded images around between uploads.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/** The copy whose presence says that all of an image's copies are stored. */
export function lastCopyKey(key: string, width: number): string | undefined {
  const largest = imageCopyWidths(width).at(-1);
  return largest === undefined ? undefined : imageCopyKey(key, largest, "avif");
}

export interface MakeOptions {
  /** Leave copies already stored as they are (the media:derive command); otherwise write all. */
  onlyMissing?: boolean;
}

/**
 * Makes the copies of the image stored under `key`, reading its pixels from `input` (a file on
 * this machine or the bytes). Resolves with how many copies were written (0 when every copy is
 * stored already), or "animated" for an animated image, which gets none: a still copy would stop
 * it. Rejects when the image cannot be decoded or the store refuses a write.
 */
export async function makeImageCopies(
  store: MediaStore,
  key: string,
  input: string | Buffer,
  { onlyMissing = false }: MakeOptions = {},
): Promise<number | "animated"> {
  const sharp = await loadSharp();
  const options = { failOn: "error", autoOrient: true } as const;
  const meta = await sharp(input, options).metadata();
  if (meta.delay && (meta.pages ?? 1) > 1) return "animated";
  const widths = imageCopyWidths(meta.autoOrient.width);
  const wanted = widths.map((width) => ({ width, formats: [...WRITE_ORDER] }));
  if (onlyMissing) {
    for (const entry of wanted) {
      const stored = await Promise.all(
        entry.formats.map((format) => store.stat(imageCopyKey(key, entry.width, format))),
      );
      entry.formats = entry.formats.filter((_, i) => !stored[i]);
    }
  }
  const todo = wanted.filter((entry) => entry.formats.length > 0);
  if (todo.length === 0) return 0;

  // Decoded once at the widest copy's size (a JPEG shrinks while it is decoded), then each copy
  // is resized from those pixels.
  const { data, info } = await sharp(input, options)
    .resize({ width: widths.at(-1), withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  let written = 0;
  for (const { width, formats } of todo) {
    const encoded = await Promise.all(
      formats.map((format) => {
        const resized = sharp(data, { raw }).resize({ width });
        return format === "avif"
          ? resized.avif(ENCODING.avif).toBuffer()
          : resized.webp(ENCODING.webp).toBuffer();
      }),
    );
    for (const [i, format] of formats.entries()) {
      const body = Readable.from([encoded[i]!]);
      await store.write(imageCopyKey(key, width, format), body, IMAGE_COPY_TYPES[format]);
      written += 1;
    }
  }
  return written;
}

/** Removes every copy of the image under `key` (before the original goes: its width names them). */
export async function removeImageCopies(store: MediaStore, key: string): Promise<void> {
  const size = await readImageSize(store, key).catch(() => undefined);
  const widths = new Set<number>([...IMAGE_COPY_WIDTHS, ...imageCopyWidths(size?.width ?? 0)]);
  await Promise.all(
    [...widths].flatMap((width) =>
      IMAGE_COPY_FORMATS.map((format) => store.remove(imageCopyKey(key, width, format))),
    ),
  );
}
