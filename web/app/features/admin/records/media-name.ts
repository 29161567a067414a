/**
 * SPEC §5 'Media file name display': the storage path and the media/ prefix are dropped, and so is
 * the leading 36-character unique id and its separator. A value that is not a storage path or URL
 * gives ''.
 */
const UUID_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}[-_ ]/i;

export function mediaFileName(stored: string): string {
  const value = stored.trim();
  if (!value) return "";
  let path: string;
  try {
    // Relative paths ("media/…") and full addresses read the same way.
    path = new URL(value, "http://storage.invalid/").pathname;
  } catch {
    return "";
  }
  const last = path.split("/").pop() ?? "";
  let name: string;
  try {
    name = decodeURIComponent(last);
  } catch {
    return "";
  }
  return name.replace(UUID_PREFIX, "");
}
