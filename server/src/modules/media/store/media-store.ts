/**
 * Where uploaded media live, seen as keys ("media/abc.jpg") with byte streams. The local folder
 * (local-store.ts) and an S3-compatible bucket (s3-store.ts) both stand behind this: uploads,
 * serving /media/, image derivatives, backups and restores all go through it.
 */
import type { Readable } from "node:stream";

export interface MediaObject {
  key: string;
  size: number;
}

export interface MediaStat {
  size: number;
  /** When the object was last written. */
  modified: Date;
  contentType?: string;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStore {
  readonly kind: "local" | "s3";
  /** What uploads report as their bucket: the bucket's name, or "local". */
  readonly bucket: string;
  /** Every object, in key order. */
  list(): AsyncIterable<MediaObject>;
  /** Size and type of one object; undefined when there is none. */
  stat(key: string): Promise<MediaStat | undefined>;
  /** The object's bytes (or a range of them); rejects with MediaNotFound when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * Stores the whole body under key, streaming (multipart on S3); a reader never sees a
   * half-written object, and a failed or cut-off body leaves nothing behind.
   */
  write(key: string, body: Readable, contentType?: string): Promise<void>;
  /** Removes the object; no error when there is none. */
  remove(key: string): Promise<void>;
  /** Resolves when the store answers (for /readyz); rejects with the reason otherwise. */
  check(): Promise<void>;
}

export class MediaNotFound extends Error {
  constructor(key: string) {
    super(`No media object ${key}`);
    this.name = "MediaNotFound";
  }
}

/**
 * A key is a relative path of plain segments: no "..", no absolute path, no backslash, and no
 * segment starting with a dot (the local store's half-written files are named so), and at most
 * 1,024 bytes of UTF-8, an S3 key's limit.
 */
export function isSafeMediaKey(key: string): boolean {
  if (key.length === 0 || Buffer.byteLength(key) > 1024 || key.includes("\\") || key.includes("\0"))
    return false;
  return key.split("/").every((segment) => segment !== "" && !segment.startsWith("."));
}
