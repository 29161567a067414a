/** Address helpers without schema code, safe for the browser bundle. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Public address of a stored media path such as "media/{uuid}-photo.jpg". */
export function mediaUrl(path: string): string {
  if (path === "" || /^https?:\/\//.test(path) || path.startsWith("/")) return path;
  return `/media/${path}`;
}

const THIS_SITE = "http://this-site.invalid";

/**
 * The path a browser would open for "/x" on this site, after resolving "." and ".." segments,
 * "%2e" and backslashes; undefined when it would leave the site ("//host", "/.//host",
 * "/a/..//host", "/%2e//host", "/\host") or is not a path.
 */
export function normalizedSitePath(value: string): string | undefined {
  if (!value.startsWith("/") || value.includes("\\")) return undefined;
  try {
    const url = new URL(value, THIS_SITE);
    if (url.origin !== THIS_SITE || /^\/[/\\]/.test(url.pathname)) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** A path staff may store: one that stays on this site, without white space. */
export const isSitePath = (value: string) =>
  !/\s/.test(value) && normalizedSitePath(value) !== undefined;
