import path from "node:path";

/**
 * A name safe on every file system and in a URL, ending in the extension of the detected type so
 * the file is always served with a Content-Type that matches its bytes.
 */
export function safeFileName(original: string, detectedExt: string): string {
  const base = path.basename(original.replace(/\\/g, "/"));
  const ext = path.extname(base).slice(1).toLowerCase();
  const stem = (ext ? base.slice(0, -(ext.length + 1)) : base)
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  const keepExt =
    ext === detectedExt || (ext === "jpeg" && detectedExt === "jpg") ? ext : detectedExt;
  return `${stem || "file"}.${keepExt}`;
}

/** Control characters (C0, DEL, C1) and halves of a surrogate pair on their own. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSHOWABLE = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/gu;
export const MAX_ORIGINAL_NAME_LENGTH = 255;

/**
 * The name the file was sent with, as staff see it again: control characters (a NUL, which
 * PostgreSQL cannot store, a tab, an escape) and lone surrogates dropped, the same on both
 * engines; at most MAX_ORIGINAL_NAME_LENGTH characters, never cutting a character in two. A name
 * with nothing left is the stored file's name.
 */
export function displayName(original: string, storedName: string): string {
  const shown = Array.from(original.replace(UNSHOWABLE, "").trim())
    .slice(0, MAX_ORIGINAL_NAME_LENGTH)
    .join("");
  return shown || storedName;
}
