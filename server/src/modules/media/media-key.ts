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

/**
 * The longest stored media path DELETE /dashboard/api/media/{path} takes. An upload makes
 * `{folder}/{uuid}-{name}.{ext}`, about 135 characters at most (the name cut to 80), so 255 leaves
 * room; an id's limit (MAX_ID_LENGTH, 64) is too short for most of them.
 */
export const MAX_MEDIA_PATH_LENGTH = 255;
