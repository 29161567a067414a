/** The store key of a /media/… address (as pages and plans carry it). */
import { isSafeMediaKey } from "./store/media-store.js";

const MEDIA_PREFIX = "/media/";

/** Undefined for any other address, or one whose key is not a plain relative path. */
export function mediaKeyOf(src: string): string | undefined {
  if (!src.startsWith(MEDIA_PREFIX)) return undefined;
  try {
    const key = decodeURIComponent(src.slice(MEDIA_PREFIX.length));
    return isSafeMediaKey(key) ? key : undefined;
  } catch {
    return undefined;
  }
}
