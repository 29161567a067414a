/**
 * What a page needs to offer an uploaded image's phone-sized copies (srcset, width and height):
 * the original's size, and whether its copies are stored. The copies' addresses follow from the
 * original's (see @tours/shared image-copies), so the only lookup is one stat of the copy written
 * last, and only until it is found.
 */
import type { ImageSizing } from "@tours/shared";
import { LRUCache } from "lru-cache";
import type { RevisionMemo } from "../lib/revision-memo.js";
import { lastCopyKey } from "../modules/media/derivatives/image-copies.js";
import { mediaKeyOf } from "../modules/media/media-key.js";
import type { MediaStore } from "../modules/media/store/media-store.js";
import type { ImageSizes } from "./image-sizes.js";

/** Images known to have their copies: they keep them as long as the original exists. */
const KEPT = 5000;

export function createImageSizing(store: MediaStore, sizes: ImageSizes, memo: RevisionMemo) {
  const withCopies = new LRUCache<string, true>({ max: KEPT });

  /**
   * Whether the copies are stored. An image found without them (uploaded before copies were made,
   * or the demo's while they are being made) is looked at again once the content revision moves;
   * making copies for stored media moves it, so the pages kept for the revision are drawn again.
   */
  async function copiesStored(key: string, width: number): Promise<boolean> {
    if (withCopies.has(key)) return true;
    const marker = lastCopyKey(key, width);
    if (!marker) return false;
    const lookups = await memo("imageCopyLookups", async () => new Map<string, Promise<boolean>>());
    let found = lookups.get(key);
    if (!found) {
      found = store.stat(marker).then(
        (stat) => {
          if (stat) withCopies.set(key, true);
          return stat !== undefined;
        },
        () => {
          lookups.delete(key);
          return false;
        },
      );
      lookups.set(key, found);
    }
    return found;
  }

  /** Undefined for an address that is not a readable image under /media/. */
  return async (src: string): Promise<ImageSizing | undefined> => {
    const size = await sizes(src);
    const key = mediaKeyOf(src);
    if (!size || key === undefined) return undefined;
    return { ...size, copies: await copiesStored(key, size.width) };
  };
}
