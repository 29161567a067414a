/**
 * Where uploaded media live, seen as keys ("media/abc.jpg") with byte streams: backups read and
 * restores write through this, so another store (S3-compatible) can stand in for the local folder.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface MediaObject {
  key: string;
  size: number;
}

export interface MediaStore {
  /** Every object, in key order. */
  list(): AsyncIterable<MediaObject>;
  read(key: string): Readable;
  /** Stores the whole body under key; a reader never sees a half-written object. */
  write(key: string, body: Readable): Promise<void>;
  remove(key: string): Promise<void>;
}

/** A key is a relative path of plain segments: no "..", no absolute path, no backslash. */
export function isSafeMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024 || key.includes("\\") || key.includes("\0"))
    return false;
  return key.split("/").every((s) => s !== "" && s !== "." && s !== "..");
}

const TEMP_PREFIX = ".incoming-";

export function createLocalMediaStore(root: string): MediaStore {
  const resolve = (key: string) => {
    if (!isSafeMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return path.join(root, ...key.split("/"));
  };

  async function* walk(dir: string, prefix: string): AsyncGenerator<MediaObject> {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const key = prefix + entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
      else if (entry.isFile() && !entry.name.startsWith(TEMP_PREFIX)) {
        const { size } = await fs.promises.stat(path.join(dir, entry.name));
        yield { key, size };
      }
    }
  }

  return {
    list: () => walk(root, ""),
    read: (key) => fs.createReadStream(resolve(key)),
    async write(key, body) {
      const target = resolve(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(path.dirname(target), `${TEMP_PREFIX}${randomUUID()}`);
      try {
        await pipeline(body, fs.createWriteStream(temp));
        await fs.promises.rename(temp, target);
      } finally {
        await fs.promises.rm(temp, { force: true });
      }
    },
    async remove(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
