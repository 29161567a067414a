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
