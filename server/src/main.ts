/** Starts the server: configuration, database, migrations, sign-in account, demo content, HTTP. */
import { buildApp } from "./app.js";
import { ensureStaffAccount, fillMissingDemoTranscripts, seedIfEmpty } from "./bootstrap.js";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrator.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDatabase(config.databaseUrl);
  await migrateToLatest(handle.db);
  const { app, services } = await buildApp({ config, db: handle.db });
  const signIn = await ensureStaffAccount(services, config);
  await seedIfEmpty(handle.db, services, config, app.log);
  await fillMissingDemoTranscripts(handle.db, app.log);
  await services.auth.pruneExpired();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config.publicBaseUrl, handle.engine, signIn);
}

function printWelcome(
  url: string,
  engine: string,
  signIn: Awaited<ReturnType<typeof ensureStaffAccount>>,
): void {
  const lines = [``, `  Nashville tours is running at ${url}  (database: ${engine})`, ``];
  if (signIn?.generatedPassword) {
    lines.push(
      `  Staff sign-in: ${url}/admin`,
      `    e-mail:   ${signIn.email}`,
      `    password: ${signIn.generatedPassword}`,
      `  This password is shown only once. Change it with: npm run staff -- reset-password ${signIn.email}`,
    );
  } else if (signIn) {
    lines.push(`  Staff sign-in: ${url}/admin as ${signIn.email} (password from ADMIN_PASSWORD)`);
  } else {
    lines.push(`  Staff sign-in: ${url}/admin  (list accounts: npm run staff -- list)`);
  }
  console.log(lines.join("\n") + "\n");
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
