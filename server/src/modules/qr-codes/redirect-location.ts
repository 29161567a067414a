/**
 * Where a QR code may send a visitor (GET /q/{id}): an http(s) address, or a path on this site.
 * Anything else (javascript:, data:, "//other.host", "/\other.host") has no location.
 */
const THIS_SITE = "http://this-site.invalid";

export function redirectLocation(value: string): string | undefined {
  const text = value.trim();
  try {
    if (text.startsWith("/")) {
      // Browsers read "//host" and "/\host" as another site: only a path that stays here passes.
      const url = new URL(text, THIS_SITE);
      return url.origin === THIS_SITE ? `${url.pathname}${url.search}${url.hash}` : undefined;
    }
    const url = new URL(text);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname) return url.href;
  } catch {
    // Not an address at all.
  }
  return undefined;
}
