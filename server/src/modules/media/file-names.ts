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
