/**
 * Unpacks a backup archive into a staging folder and checks it whole: every entry against the
 * manifest's size and SHA-256, no entry missing or extra. Nothing outside the folder is touched.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import {
  BackupError,
  MANIFEST_PATH,
  type Manifest,
  manifestSchema,
  tablePath,
} from "./manifest.js";
import { isSafeMediaKey } from "../modules/media/store/media-store.js";

const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

interface Unpacked {
  size: number;
  sha256: string;
}

/** The staged file of an archive entry (tables/x.jsonl, media/…). */
export const stagedFile = (stagingDir: string, entryPath: string) =>
  path.join(stagingDir, ...entryPath.split("/"));

export async function unpackArchive(file: string, stagingDir: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupError(`No such archive: ${file}`);
  const found = new Map<string, Unpacked>();
  let manifestText: string | undefined;
  const extract = tar.extract();
  const feeding = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  feeding.catch(() => {}); // awaited below
  try {
    for await (const source of extract) {
      const name = source.header.name;
      const type = source.header.type;
      // The entry's data arrives as Buffers (tar-stream's typings leave them unknown).
      const entry = source as AsyncIterable<unknown> as AsyncIterable<Buffer>;
      if (type !== "file" || !isEntryPath(name) || found.has(name)) {
        throw new BackupError(`The archive holds an unexpected entry (${name}).`);
      }
      if (name === MANIFEST_PATH) {
        manifestText = await readText(entry);
        found.set(name, { size: 0, sha256: "" });
      } else {
        found.set(name, await stage(entry, stagedFile(stagingDir, name)));
      }
    }
    await feeding;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `The archive is corrupt or truncated (${(error as Error).message ?? String(error)}).`,
    );
  }
  if (manifestText === undefined)
    throw new BackupError("The archive has no manifest.json: it is not a complete backup.");
  const manifest = parseManifest(manifestText);
  verify(manifest, found);
  return manifest;
}

function isEntryPath(name: string): boolean {
  if (name === MANIFEST_PATH) return true;
  if (/^tables\/[a-z_][a-z0-9_]*\.jsonl$/.test(name)) return true;
  return name.startsWith("media/") && isSafeMediaKey(name.slice("media/".length));
}

async function readText(entry: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += chunk.length;
    if (size > MANIFEST_MAX_BYTES) throw new BackupError("The archive's manifest is too large.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function stage(entry: AsyncIterable<Buffer>, target: string): Promise<Unpacked> {
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const hash = createHash("sha256");
  let size = 0;
  async function* hashed() {
    for await (const chunk of entry) {
      hash.update(chunk);
      size += chunk.length;
      yield chunk;
    }
  }
  await pipeline(hashed(), fs.createWriteStream(target));
  return { size, sha256: hash.digest("hex") };
}

function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError("The archive's manifest.json is not valid JSON.");
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join(".")}: ${issue.message}` : "";
    throw new BackupError(`The archive's manifest.json is not a backup manifest (${where}).`);
  }
  return parsed.data;
}

function verify(manifest: Manifest, found: Map<string, Unpacked>): void {
  const listed = new Set(manifest.entries.map((e) => e.path));
  for (const e of manifest.entries) {
    const got = found.get(e.path);
    if (!got) throw new BackupError(`The archive is missing ${e.path}, which its manifest lists.`);
    if (got.size !== e.size || got.sha256 !== e.sha256)
      throw new BackupError(`Checksum mismatch for ${e.path}: the archive is damaged.`);
  }
  for (const name of found.keys()) {
    if (name !== MANIFEST_PATH && !listed.has(name))
      throw new BackupError(`The archive holds ${name}, which its manifest does not list.`);
  }
  for (const t of manifest.tables) {
    if (!listed.has(tablePath(t.name)))
      throw new BackupError(`The archive's manifest lists table ${t.name} without its rows.`);
  }
}
