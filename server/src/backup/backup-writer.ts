/**
 * Writes a backup archive (tar.gz): tables/<name>.jsonl per table, media/<key> per media file,
 * and manifest.json last with the schema version and every entry's SHA-256.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import type { Db, Engine } from "../db/database.js";
import {
  BackupError,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_PATH,
  type Manifest,
  type ManifestEntry,
  mediaPath,
  tablePath,
} from "./manifest.js";
import type { MediaStore } from "../modules/media/store/media-store.js";
import { dumpSnapshot } from "./table-dump.js";

export interface BackupOptions {
  db: Db;
  engine: Engine;
  media: MediaStore;
  /** The archive to write; replaced only once complete. */
  file: string;
  /** Where the table files wait to be packed (default: the system's temp folder). */
  tempDir?: string;
}

export async function writeBackup(options: BackupOptions): Promise<Manifest> {
  const { db, engine, media, file } = options;
  if (!fs.existsSync(path.dirname(path.resolve(file))))
    throw new BackupError(`No such folder: ${path.dirname(path.resolve(file))}`);
  const work = await fs.promises.mkdtemp(path.join(options.tempDir ?? os.tmpdir(), "backup-"));
  const partial = `${file}.partial`;
  try {
    const createdAt = new Date();
    const snapshot = await dumpSnapshot(db, engine, media, work);
    const pack = tar.pack();
    const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(partial));
    written.catch(() => {}); // awaited below; an early failure surfaces from addEntry too
    const entries: ManifestEntry[] = [];
    const header = { mtime: createdAt, mode: 0o644 };
    for (const t of snapshot.tables) {
      const { size } = await fs.promises.stat(t.file);
      const name = tablePath(t.name);
      entries.push(await addEntry(pack, { ...header, name, size }, fs.createReadStream(t.file)));
    }
    for (const m of snapshot.media) {
      const name = mediaPath(m.key);
      entries.push(
        await addEntry(pack, { ...header, name, size: m.size }, await media.read(m.key)),
      );
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      sourceEngine: engine,
      schemaVersion: snapshot.schemaVersion,
      tables: snapshot.tables.map(({ name, columns, rows }) => ({ name, columns, rows })),
      entries,
    };
    pack.entry({ ...header, name: MANIFEST_PATH }, JSON.stringify(manifest, null, 1));
    pack.finalize();
    await written;
    await fs.promises.rename(partial, file);
    return manifest;
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

async function addEntry(
  pack: tar.Pack,
  header: { name: string; size: number; mtime: Date; mode: number },
  source: Readable,
): Promise<ManifestEntry> {
  const hash = createHash("sha256");
  let size = 0;
  const done = new Promise<void>((resolve, reject) => {
    const sink = pack.entry(header, (error) => (error ? reject(error) : resolve()));
    sink.on("error", reject); // e.g. the archive's own file failed and took the pack down
    (async () => {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
        if (!sink.write(chunk)) await once(sink as unknown as NodeJS.EventEmitter, "drain");
      }
      sink.end(undefined);
    })().catch((error: unknown) => {
      sink.destroy(error as Error);
      reject(error as Error);
    });
  });
  await done;
  if (size !== header.size) throw new Error(`${header.name} changed while it was backed up`);
  return { path: header.name, size, sha256: hash.digest("hex") };
}
