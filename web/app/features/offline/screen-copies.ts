/**
 * A saved tour keeps each photo at the size this screen shows it: of the copies the plan offers,
 * the one a stop's carousel picks here (its width on this screen times the device pixel ratio, in
 * AVIF when the browser shows AVIF), or a tour card's for the other tours' covers (the outro's,
 * and a stop's 'Other Tours for Site'), in place of the original. Should the page ask offline for
 * another (the phone turned, or the lightbox's widest copy), the service worker answers with the
 * saved one (saved-image-copy.ts).
 */
import type { OfflineFile, OfflineImageCopy, OfflinePlan } from "@tours/shared/browser";
import { carouselWidth } from "../tours/carousel-size";
import { cardWidth } from "../tours/tour-card-sizes";

export interface Screen {
  /** The viewport's width in CSS pixels. */
  width: number;
  pixelRatio: number;
  avif: boolean;
}

/**
 * The narrowest copy at least as wide as the carousel's pixels here (a card's, for an image shown
 * on a tour card), else the widest.
 */
export function pickCopy(
  copies: readonly OfflineImageCopy[],
  screen: Screen,
  shownIn?: OfflineFile["shownIn"],
): OfflineImageCopy | undefined {
  const type = screen.avif ? "image/avif" : "image/webp";
  const offered = copies.filter((copy) => copy.type === type).sort((a, b) => a.width - b.width);
  const shownWidth = shownIn === "card" ? cardWidth : carouselWidth;
  const needed = shownWidth(screen.width) * screen.pixelRatio;
  return offered.find((copy) => copy.width >= needed) ?? offered.at(-1);
}

/** The plan with each image's copy for this screen in place of the original, and its total. */
export function planForScreen(plan: OfflinePlan, screen: Screen): OfflinePlan {
  const files = plan.files.map((file) => {
    const copy = file.copies && pickCopy(file.copies, screen, file.shownIn);
    return copy ? { url: copy.url, kind: file.kind, bytes: copy.bytes } : file;
  });
  return { ...plan, files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}

/** A 1×1 AVIF: the browser shows AVIF when it decodes this. */
const TINY_AVIF =
  "data:image/avif;base64,AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAACAAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAobWRhdBIACgc4AAaQENBpMhMZQmMEw88880EgAJBBGex24O9g";

let avifShown: Promise<boolean> | undefined;
function showsAvif(): Promise<boolean> {
  avifShown ??= (async () => {
    const image = new Image();
    image.src = TINY_AVIF;
    return image.decode().then(
      () => true,
      () => false,
    );
  })();
  return avifShown;
}

export async function thisScreen(): Promise<Screen> {
  return {
    width: window.innerWidth,
    pixelRatio: window.devicePixelRatio || 1,
    avif: await showsAvif(),
  };
}
