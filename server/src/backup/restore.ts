/**
 * Restores a backup: the archive is unpacked and checked whole first, then the rows go in within
 * one transaction, and the media (staged until then) are written only after it commits.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db, Engine } from "../db/database.js";
import { MIGRATION_NAMES, migrateTo, migrateToLatest } from "../db/migrator.js";
import { stagedFile, unpackArchive } from "./archive-reader.js";
import { type BackupRepository, createBackupRepository } from "./backup.repository.js";
import { CONTENT_TABLES } from "./backup-tables.js";
import { BackupError, type Manifest } from "./manifest.js";
import type { MediaStore } from "../modules/media/store/media-store.js";
import { replaceTables, targetColumns } from "./table-load.js";

export interface RestoreOptions {
  db: Db;
  engine: Engine;
  media: MediaStore;
  file: string;
  /** Replace a site that already has content or media (refused otherwise). */
  replace: boolean;
  /** Where the archive is unpacked and checked (default: the system's temp folder). */
  tempDir?: string;
}

export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { db, engine, media } = options;
  const tempDir = options.tempDir ?? os.tmpdir();
  await fs.promises.mkdir(tempDir, { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(tempDir, "restore-"));
  try {
    const manifest = await unpackArchive(options.file, staging);
    const repo = createBackupRepository(db, engine);
    await checkVersions(repo, manifest.schemaVersion);
    if (!options.replace) {
      const content = await describeContent(repo, media);
      if (content) {
        throw new BackupError(
          `The site is not empty (${content}); add --replace to replace its content and media.`,
        );
      }
    }
    await migrateTo(db, manifest.schemaVersion);
    try {
      const columns = await targetColumns(repo, manifest);
      await db.transaction().execute(async (trx) => {
        const trxRepo = createBackupRepository(trx, engine);
        await replaceTables(trxRepo, engine, manifest, columns, staging);
      });
    } finally {
      // An older archive is loaded at its own schema version, then brought up to date.
      await migrateToLatest(db);
    }
    await replaceMedia(media, manifest, staging);
    return manifest;
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

async function checkVersions(repo: BackupRepository, archiveVersion: string): Promise<void> {
  if (!MIGRATION_NAMES.includes(archiveVersion)) {
    throw new BackupError(
      `The archive's schema version ${archiveVersion} is unknown to this code (latest ${MIGRATION_NAMES.at(-1)}); restore it with the code that made it.`,
    );
  }
  const foreign = (await repo.appliedMigrations()).find((n) => !MIGRATION_NAMES.includes(n));
  if (foreign)
    throw new BackupError(`The database is at schema version ${foreign}, unknown to this code.`);
}

/** "3 tours, 12 media files", or "" for an empty site. */
async function describeContent(repo: BackupRepository, media: MediaStore): Promise<string> {
  const present = new Set(await repo.tables());
  const parts: string[] = [];
  for (const table of CONTENT_TABLES) {
    const n = present.has(table) ? await repo.count(table) : 0;
    if (n > 0) parts.push(`${n} ${table.replace(/_/g, " ")}`);
  }
  let files = 0;
  for await (const object of media.list()) if (object) files += 1;
  if (files > 0) parts.push(`${files} media files`);
  return parts.join(", ");
}

/** Writes the archive's media, then removes whatever else the store held. */
async function replaceMedia(media: MediaStore, manifest: Manifest, staging: string) {
  const keep = new Set<string>();
  for (const entry of manifest.entries) {
    if (!entry.path.startsWith("media/")) continue;
    const key = entry.path.slice("media/".length);
    keep.add(key);
    await media.write(key, fs.createReadStream(stagedFile(staging, entry.path)));
  }
  const extra: string[] = [];
  for await (const object of media.list()) if (!keep.has(object.key)) extra.push(object.key);
  for (const key of extra) await media.remove(key);
}
