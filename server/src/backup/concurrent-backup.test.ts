/** A backup taken while staff keep saving restores to one consistent moment of the site. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { recordBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";
import { mediaOf, tableRows } from "./backup-test-kit.js";
import { writeBackup } from "./backup-writer.js";
import { restoreBackup } from "./restore.js";

describe.each(testEngines)("backup during writes on %s", (engine) => {
  let site: TestApp;
  let target: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "concurrent-backup-"));
    site = await createTestApp(engine);
    target = await createTestApp(engine, {}, { factoryMedia: false });
    for (let i = 0; i < 150; i++)
      await site.services.records.create(recordBody({ Keyword: [`k${i}`, `common`] }));
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await target?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("restores records and their keyword rows from the same moment", async () => {
    // The backup runs on its own connection, as `npm run backup` beside the running site does.
    const reader =
      engine === "sqlite" ? openDatabase(site.config.databaseUrl) : { db: site.db, close() {} };
    let saving = true;
    let saved = 0;
    // Each save writes a record and its keyword rows in one transaction.
    const writer = (async () => {
      while (saving) {
        const slug = `saved-during-backup-${saved}`;
        await site.services.records.create(recordBody({ slug, Keyword: [slug, "common"] }));
        saved += 1;
        // Like requests to a server, each save leaves the event loop to others in between.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const file = path.join(dir, "during-writes.tar.gz");
    try {
      while (saved < 3) await new Promise((resolve) => setTimeout(resolve, 5));
      const savedBefore = saved;
      await writeBackup({ db: reader.db, engine, media: mediaOf(site), file });
      expect(saved, "saves landed while the backup ran").toBeGreaterThan(savedBefore);
    } finally {
      saving = false;
      await writer;
      await reader.close();
    }

    await restoreBackup({ db: target.db, engine, media: mediaOf(target), file, replace: false });
    const rows = await tableRows(target);
    const records = rows.records!.map(
      (r) => JSON.parse(String(r)) as { id: string; keywords: string },
    );
    const keywordRows = rows.record_keywords!.map(
      (r) => JSON.parse(String(r)) as { record_id: string; keyword: string },
    );
    expect(records.length).toBeGreaterThanOrEqual(150);
    expect(records.length).toBeLessThan(150 + saved);
    // Every record has exactly its own keywords, and no keyword row outlives its record.
    const expected = records.flatMap((r) =>
      (JSON.parse(r.keywords) as string[]).map((k) => `${r.id} ${k}`),
    );
    expect(keywordRows.map((k) => `${k.record_id} ${k.keyword}`).sort()).toEqual(expected.sort());
  }, 60_000);
});
