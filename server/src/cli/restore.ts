/** npm run restore -- <file> [--replace]: loads a backup into this site's database and media. */
import { parseArgs } from "node:util";
import { BackupError } from "../backup/manifest.js";
import { restoreBackup } from "../backup/restore.js";
import { runCli } from "./cli-context.js";

await runCli(
  async ({ config, db, engine, services }) => {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      strict: true,
      options: { replace: { type: "boolean", default: false } },
    });
    const [file, ...rest] = positionals;
    if (!file || rest.length > 0)
      throw new BackupError("Usage: npm run restore -- <file> [--replace]");
    const manifest = await restoreBackup({
      db,
      engine,
      media: services.mediaStore,
      file,
      replace: values.replace,
      // Next to the uploads, so a large archive's media need not fit in the system temp folder.
      tempDir: config.dataDir,
    });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    const media = manifest.entries.filter((e) => e.path.startsWith("media/")).length;
    console.log(
      `Restored ${rows} rows in ${manifest.tables.length} tables and ${media} media files ` +
        `(schema ${manifest.schemaVersion}, taken ${manifest.createdAt}) into ${engine}. ` +
        "Staff sign-ins were reset: sign in again.",
    );
  },
  { migrate: false },
);
