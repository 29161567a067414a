/** npm run backup -- <file>: the whole site (tables and media) in one archive, site running. */
import { parseArgs } from "node:util";
import { writeBackup } from "../backup/backup-writer.js";
import { BackupError } from "../backup/manifest.js";
import { runCli } from "./cli-context.js";

await runCli(
  async ({ db, engine, services }) => {
    const { positionals } = parseArgs({ allowPositionals: true, strict: true });
    const [file, ...rest] = positionals;
    if (!file || rest.length > 0) throw new BackupError("Usage: npm run backup -- <file>");
    const manifest = await writeBackup({
      db,
      engine,
      media: services.mediaStore,
      file,
    });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    const media = manifest.entries.filter((e) => e.path.startsWith("media/")).length;
    console.log(
      `Backed up ${rows} rows in ${manifest.tables.length} tables and ${media} media files ` +
        `(schema ${manifest.schemaVersion}) to ${file}.`,
    );
  },
  { migrate: false },
);
