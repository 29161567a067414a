/**
 * SPEC §5 media file name display: the storage path, the media/ prefix and the leading
 * 36-character unique id plus its separator are dropped. An invalid storage URL gives "".
 */
const UNIQUE_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}[-_]/i;

export function mediaFileName(stored: string): string {
  let path = stored.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = decodeURIComponent(new URL(path).pathname);
    } catch {
      return "";
    }
  }
  const name = path.split("/").pop() ?? "";
  return name.replace(UNIQUE_PREFIX, "");
}
