/** Opens the configured database for a command-line task and closes it afterwards. */
import { ConfigError, loadConfig, type Config } from "../config.js";
import { openDatabase, type Db } from "../db/database.js";
import { migrateToLatest } from "../db/migrator.js";
import { AppError } from "../lib/errors.js";
import { createServices, type Services } from "../services.js";

export async function runCli(
  task: (ctx: { config: Config; db: Db; services: Services }) => Promise<void>,
): Promise<void> {
  let handle: ReturnType<typeof openDatabase> | undefined;
  try {
    const config = loadConfig();
    handle = openDatabase(config.databaseUrl);
    await migrateToLatest(handle.db);
    await task({ config, db: handle.db, services: createServices(handle.db, config) });
  } catch (error) {
    process.exitCode = 1;
    if (error instanceof AppError) {
      console.error(error.message);
      for (const issue of error.issues ?? []) console.error(`  ${issue.path}: ${issue.message}`);
    } else if (error instanceof ConfigError || error instanceof Error) {
      console.error(error.message);
    } else {
      console.error(String(error));
    }
  } finally {
    await handle?.close();
  }
}
