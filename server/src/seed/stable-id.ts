import { createHash } from "node:crypto";

/** A UUID-shaped id derived from a name, so reseeding gives the same ids and file names. */
export function stableId(name: string): string {
  const h = createHash("sha1").update(`nashville-tours:${name}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
