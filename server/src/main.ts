/**
 * Starts the server: configuration, database, migrations, sign-in account, demo content, HTTP.
 * With WEB_CONCURRENCY above 1 (the default on a machine of several cores), the primary process
 * prepares the database once in a worker of its own and WEB_CONCURRENCY worker processes serve the
 * port (cluster.ts). The primary only forks, relays and prints: the app itself (serve.ts) is
 * loaded in the processes that run it.
 */
import cluster from "node:cluster";
import { isPreparation, prepareElsewhere, runPrimary } from "./cluster.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import { aggregateWorkerMetrics } from "./lib/metrics/cluster-metrics.js";
import type { Prepared } from "./serve.js";

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) {
    const app = await import("./serve.js");
    return isPreparation() ? app.prepareForCluster(config) : app.serve(config);
  }
  if (config.webConcurrency > 1) {
    // Prepared in a process of its own, so the memory that loading the demo content takes (images
    // rendered, the seed's modules) goes with it instead of staying in the primary.
    const { engine, signIn } = await prepareElsewhere<Prepared>();
    aggregateWorkerMetrics();
    runPrimary(config.webConcurrency, { info: console.log, error: console.error }, () =>
      printWelcome(config.publicBaseUrl, engine, signIn, config),
    );
    return;
  }
  const { prepareAndServe } = await import("./serve.js");
  const { engine, signIn } = await prepareAndServe(config);
  printWelcome(config.publicBaseUrl, engine, signIn, config);
}

function printWelcome(
  url: string,
  engine: string,
  signIn: Prepared["signIn"],
  config: Config,
): void {
  const processes = config.webConcurrency > 1 ? `, ${config.webConcurrency} app processes` : "";
  const lines = [
    ``,
    `  Nashville tours is running at ${url}  (database: ${engine}${processes})`,
    ``,
  ];
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
