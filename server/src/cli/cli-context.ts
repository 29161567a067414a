/** Opens the configured database for a command-line task and closes it afterwards. */
import { ConfigError, loadConfig, type Config } from "../config.js";
import { type Db, type Engine, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrator.js";
import { ApiError } from "../lib/errors.js";
import { takenError } from "../lib/unique-violation.js";
import { createDataAccess, type DataAccess } from "../repositories.js";
import { createServices, type Services } from "../services.js";

export interface CliContext {
  config: Config;
  /** The handle itself: for backup and restore only; every other task works through `data`. */
  db: Db;
  engine: Engine;
  data: DataAccess;
  services: Services;
}

export async function runCli(
  task: (ctx: CliContext) => Promise<void>,
  /** migrate: false leaves the schema to the task (backup must not change a running site's). */
  { migrate = true }: { migrate?: boolean } = {},
): Promise<void> {
  let handle: ReturnType<typeof openDatabase> | undefined;
  try {
    const config = loadConfig();
    handle = openDatabase(config.databaseUrl);
    if (migrate) await migrateToLatest(handle.db);
    const { db, engine } = handle;
    const data = createDataAccess(db);
    await task({ config, db, engine, data, services: createServices(data, config) });
  } catch (error) {
    process.exitCode = 1;
    const known = error instanceof ApiError ? error : takenError(error);
    if (known) {
      console.error(known.message);
      for (const issue of known.issues) console.error(`  ${issue.path}: ${issue.message}`);
    } else if (error instanceof ConfigError || error instanceof Error) {
      console.error(error.message);
    } else {
      console.error(String(error));
    }
  } finally {
    await handle?.close();
  }
}
