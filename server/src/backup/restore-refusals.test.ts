/** A restore that cannot be trusted or was not asked to replace a site changes nothing. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_ROOT } from "../server-root.js";
import { recordBody } from "@tours/shared/testing";
import { testEngines, type TestApp } from "../test/test-app.js";
import {
  mediaFiles,
  mediaOf,
  rewriteArchive,
  rowCounts,
  siteWithUpload,
  tableRows,
} from "./backup-test-kit.js";
import { writeBackup } from "./backup-writer.js";
import { restoreBackup } from "./restore.js";

describe.each(testEngines)("restore on %s", (engine) => {
  let source: TestApp;
  let target: TestApp;
  let dir: string;
  let archive: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "restore-refusals-"));
    source = await siteWithUpload(engine);
    await source.services.records.create(recordBody({ Keyword: ["levee", "wharf"] }));
    archive = path.join(dir, "site.tar.gz");
    await writeBackup({ db: source.db, engine, media: mediaOf(source), file: archive });
    // The target has content of its own: one record and one upload.
    target = await siteWithUpload(engine);
    await target.services.records.create(recordBody({ Keyword: ["capitol"] }));
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const restore = (file: string, replace: boolean) =>
    restoreBackup({ db: target.db, engine, media: mediaOf(target), file, replace });

  /** Runs a restore that must fail with one clear line and leave the target as it was. */
  async function expectRefused(file: string, replace: boolean, message: RegExp) {
    const counts = await rowCounts(target);
    const media = await mediaFiles(mediaOf(target));
    const error = await restore(file, replace).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(message);
    expect(error?.message).not.toContain("\n");
    expect(await rowCounts(target)).toEqual(counts);
    expect(await mediaFiles(mediaOf(target))).toEqual(media);
  }

  const variant = async (name: string, edit: Parameters<typeof rewriteArchive>[2]) => {
    const file = path.join(dir, name);
    await rewriteArchive(archive, file, edit);
    return file;
  };

  it("refuses a site with content unless --replace is given", async () => {
    // The site's one upload is a photo: the original and its AVIF and WebP copy are 3 files.
    await expectRefused(
      archive,
      false,
      /not empty \(1 records, 1 record keywords.*3 media files\).*--replace/,
    );
  });

  it("refuses a truncated archive", async () => {
    const file = path.join(dir, "truncated.tar.gz");
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectRefused(file, true, /^The archive is corrupt or truncated/);
  });

  it("refuses an archive with a flipped byte, in the compressed file or inside an entry", async () => {
    const gz = path.join(dir, "flipped.tar.gz");
    const bytes = Buffer.from(fs.readFileSync(archive));
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(gz, bytes);
    await expectRefused(gz, true, /^The archive is corrupt or truncated/);
    // Re-compressed after the flip, so only the manifest's checksum can tell.
    const inner = await variant("flipped-entry.tar.gz", (name, data) => {
      if (name.startsWith("media/")) data[data.length - 1]! ^= 0x01;
      return data;
    });
    await expectRefused(inner, true, /^Checksum mismatch for media\/media\/.*pixel\.png/);
  });

  it("refuses an archive without its manifest", async () => {
    const file = await variant("no-manifest.tar.gz", (name, data) =>
      name === "manifest.json" ? null : data,
    );
    await expectRefused(file, true, /no manifest\.json/);
  });

  it("refuses an archive of a schema version this code does not know", async () => {
    const file = await variant("future.tar.gz", (name, data) => {
      if (name !== "manifest.json") return data;
      const manifest = JSON.parse(data.toString()) as { schemaVersion: string };
      return Buffer.from(JSON.stringify({ ...manifest, schemaVersion: "9999_future" }));
    });
    await expectRefused(file, true, /schema version 9999_future is unknown to this code/);
  });

  it("replaces the site's content and media with --replace", async () => {
    await restore(archive, true);
    const { content_revision: _after, ...after } = await tableRows(target);
    const { content_revision: _before, ...before } = await tableRows(source);
    expect(after).toEqual(before);
    expect(after.record_keywords!.map((r) => JSON.parse(String(r)).keyword).sort()).toEqual([
      "levee",
      "wharf",
    ]);
    expect(await mediaFiles(mediaOf(target))).toEqual(await mediaFiles(mediaOf(source)));
  });
});

describe("npm run restore", () => {
  it("prints one line and exits with 1 for a damaged archive, leaving the folder empty", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "restore-cli-"));
    const { DATABASE_URL: _unused, ...env } = process.env;
    try {
      const file = path.join(dataDir, "damaged.tar.gz");
      fs.writeFileSync(file, "this is not a backup");
      const run = spawnSync(
        process.execPath,
        ["--import", "tsx", path.join(SERVER_ROOT, "src/cli/restore.ts"), file],
        { env: { ...env, DATA_DIR: dataDir }, encoding: "utf8" },
      );
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toMatch(/^The archive is corrupt or truncated \([^\n]*\)\.$/);
      expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
