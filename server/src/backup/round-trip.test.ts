/** A backup restored into an empty site of either engine and either media store gives back the same site. */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Engine } from "../db/database.js";
import { seedDemoContent } from "../seed/seed-demo.js";
import { startTestS3, type TestS3 } from "../test/s3-server.js";
import { createTestApp, STAFF_EMAIL, STAFF_PASSWORD, type TestApp } from "../test/test-app.js";
import {
  mediaFiles,
  mediaOf,
  pgUrl,
  publicAnswers,
  rowCounts,
  siteWithUpload,
  tableRows,
} from "./backup-test-kit.js";
import { writeBackup } from "./backup-writer.js";
import { restoreBackup } from "./restore.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "round-trip-"));
const opened: TestApp[] = [];

interface Source {
  archive: string;
  rows: Record<string, unknown[]>;
  media: Record<string, string>;
  answers: Record<string, unknown>;
}
const sources = new Map<string, Promise<Source>>();
type Store = "local" | "s3";
let s3: Promise<TestS3> | undefined;

/** The settings of a site on that store: one bucket (s3rver) per site, like separate sites. */
async function storeEnv(store: Store): Promise<Record<string, string>> {
  if (store === "local") return {};
  s3 ??= startTestS3();
  const server = await s3;
  const bucket = `site-${randomUUID().slice(0, 8)}`;
  await server.createBucket(bucket);
  return { ...server.env, S3_BUCKET: bucket };
}

/** The demo site plus an upload and a signed-in staff member, backed up once per engine and store. */
function source(engine: Engine, store: Store): Promise<Source> {
  let s = sources.get(`${engine} ${store}`);
  if (!s) {
    s = (async () => {
      const t = await siteWithUpload(engine, await storeEnv(store));
      opened.push(t);
      await seedDemoContent(t.services);
      const archive = path.join(dir, `${engine}-${store}.tar.gz`);
      await writeBackup({ db: t.db, engine, media: mediaOf(t), file: archive });
      return {
        archive,
        rows: await tableRows(t),
        media: await mediaFiles(mediaOf(t)),
        answers: await publicAnswers(t),
      };
    })();
    sources.set(`${engine} ${store}`, s);
  }
  return s;
}

afterAll(async () => {
  for (const t of opened) await t.close();
  await (await s3)?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const pairs: [Engine, Store, Engine, Store][] = [
  ["sqlite", "local", "sqlite", "local"],
  ["sqlite", "local", "sqlite", "s3"],
  ["sqlite", "s3", "sqlite", "local"],
  ...(pgUrl
    ? ([
        ["postgres", "local", "postgres", "local"],
        ["sqlite", "local", "postgres", "local"],
        ["postgres", "s3", "postgres", "s3"],
      ] as [Engine, Store, Engine, Store][])
    : []),
];

describe.each(pairs)(
  "backup on %s with %s media, restore on %s with %s media",
  (from, fromStore, to, toStore) => {
    it("gives back every row, every media byte and the same public API", async () => {
      const s = await source(from, fromStore);
      const target = await createTestApp(to, await storeEnv(toStore), { factoryMedia: false });
      opened.push(target);
      const { content_revision: revisionBefore, ...contentBefore } = s.rows;
      expect(contentBefore.tours!.length).toBeGreaterThanOrEqual(4);
      expect(Object.keys(s.media).length).toBeGreaterThan(50);

      await restoreBackup({
        db: target.db,
        engine: to,
        media: mediaOf(target),
        file: s.archive,
        replace: false,
      });

      const { content_revision: revisionAfter, ...contentAfter } = await tableRows(target);
      expect(contentAfter).toEqual(contentBefore);
      // The revision moves on, so no cache takes the restored site for the one it had before.
      const revision = (rows: unknown[] | undefined) =>
        (JSON.parse(String(rows?.[0])) as { revision: number }).revision;
      expect(revision(revisionAfter)).toBeGreaterThan(revision(revisionBefore));
      expect(await mediaFiles(mediaOf(target))).toEqual(s.media);
      expect(await publicAnswers(target)).toEqual(s.answers);
      // Staff accounts come back with their passwords; sign-ins do not.
      expect((await rowCounts(target)).sessions).toBe(0);
      await expect(
        target.services.auth.login(STAFF_EMAIL, STAFF_PASSWORD, "127.0.0.8"),
      ).resolves.toMatchObject({ token: expect.any(String) });
    }, 60_000);
  },
);
