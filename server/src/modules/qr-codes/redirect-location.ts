/**
 * Where a QR code may send a visitor (GET /q/{id}): an http(s) address, or a path on this site.
 * Anything else (javascript:, data:, "//other.host", "/.//other.host", "/\other.host") has no
 * location, even when such a value is already stored.
 */
import { normalizedSitePath } from "@tours/shared";

export function redirectLocation(value: string): string | undefined {
  const text = value.trim();
  if (text.startsWith("/")) return normalizedSitePath(text);
  try {
    const url = new URL(text);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname) return url.href;
  } catch {
    // Not an address at all.
  }
  return undefined;
}
