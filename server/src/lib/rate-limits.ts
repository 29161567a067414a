/** Rate-limit buckets: names and windows (the counters: rate-limits.repository.ts). */
import { createHash } from "node:crypto";

export interface Window {
  limit: number;
  ms: number;
}

/** Bucket names never hold an address or e-mail in clear. */
export const bucketName = (kind: string, ...parts: string[]) =>
  `${kind}:${createHash("sha256").update(parts.join("\u0000")).digest("base64url")}`;
