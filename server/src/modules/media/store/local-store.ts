/** Media in a folder on this machine's disk (DATA_DIR/uploads by default). */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { isSafeMediaKey, MediaNotFound, type MediaObject, type MediaStore } from "./media-store.js";

const TEMP_PREFIX = ".incoming-";

/**
 * What the disk answers for a key no file can have: none there, a path below a file
 * ("media/a.png/x"), a name past the file system's 255 bytes. Every other error is the store's.
 */
const NO_SUCH_FILE = new Set(["ENOENT", "ENOTDIR", "ENAMETOOLONG"]);
const isNoSuchFile = (error: unknown) =>
  NO_SUCH_FILE.has((error as NodeJS.ErrnoException).code ?? "");

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
    kind: "local",
    bucket: "local",
    list: () => walk(root, ""),
    async stat(key) {
      try {
        const stats = await fs.promises.stat(resolve(key));
        return stats.isFile() ? { size: stats.size, modified: stats.mtime } : undefined;
      } catch (error) {
        if (isNoSuchFile(error)) return undefined;
        throw error;
      }
    },
    async read(key, range) {
      const file = resolve(key);
      const stream = fs.createReadStream(file, range ?? {});
      await new Promise<void>((ok, fail) => {
        stream.once("open", () => ok());
        stream.once("error", (error) => fail(isNoSuchFile(error) ? new MediaNotFound(key) : error));
      });
      return stream;
    },
    async write(key, body: Readable) {
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
    async check() {
      await fs.promises.mkdir(root, { recursive: true });
      await fs.promises.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}
