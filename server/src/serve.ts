/**
 * What an app process runs: the database's preparation (migrations, the sign-in account, the demo
 * content) and the HTTP app. main.ts loads this module only in a process that serves or prepares,
 * so the cluster's primary never loads the app's packages (Fastify, the database drivers, React).
 */
import cluster from "node:cluster";
import os from "node:os";
import { buildApp } from "./app.js";
import {
  ensureStaffAccount,
  fillMissingDemoTranscripts,
  makeDemoImageCopiesNow,
  seedIfEmpty,
} from "./bootstrap.js";
import { announcePrepared, drain, onContentChange, reportPrepared } from "./cluster.js";
import type { Config } from "./config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrator.js";
import { whilePreparing } from "./db/preparation-lock.js";
import { noteWriteElsewhere } from "./lib/content-revision.js";
import { reportMetricsToPrimary } from "./lib/metrics/cluster-metrics.js";

/** How long a stopping process waits for open requests (a long download, say) before cutting them. */
const SHUTDOWN_GRACE_MS = 10_000;

/** What the primary prints once the workers listen. */
export interface Prepared {
  engine: string;
  signIn: Awaited<ReturnType<typeof ensureStaffAccount>>;
}

/** One process does everything: prepares the database, then serves. */
export async function prepareAndServe(config: Config): Promise<Prepared> {
  const prepared = await prepare(config, true);
  stopOnSignals(prepared.app, prepared.handle);
  await prepared.app.listen({ port: config.port, host: config.host });
  if (prepared.demoSeeded)
    void makeDemoImageCopiesNow(prepared.data, prepared.services, prepared.app.log);
  return { engine: prepared.engine, signIn: prepared.signIn };
}

/** The cluster's preparing worker: prepares, reports to the primary, exits. */
export async function prepareForCluster(config: Config): Promise<void> {
  await finishPreparation(await prepare(config, false));
}

/** Migrations, the staff account, the demo content when the database is empty, old sessions gone. */
async function prepare(config: Config, web: boolean) {
  const handle = openDatabase(config.databaseUrl);
  const { app, services, data, signIn, demoSeeded } = await whilePreparing(handle, async () => {
    await migrateToLatest(handle.db);
    const { app, services, data } = await buildApp({ config, db: handle.db, web });
    const signIn = await ensureStaffAccount(services, config);
    const demoSeeded = await seedIfEmpty(data, services, config, app.log);
    await fillMissingDemoTranscripts(data, app.log);
    await services.auth.pruneExpired();
    return { app, services, data, signIn, demoSeeded };
  });
  return { app, services, data, handle, engine: handle.engine, signIn, demoSeeded };
}

/**
 * The preparing process: hands the primary what to print, closes what it opened and exits. After
 * loading the demo it first makes the demo images' copies, at low priority, while the workers
 * already serve (see seed/demo-image-copies.ts).
 */
async function finishPreparation({
  app,
  services,
  data,
  handle,
  engine,
  signIn,
  demoSeeded,
}: Awaited<ReturnType<typeof prepare>>) {
  if (demoSeeded) {
    await announcePrepared({ engine, signIn } satisfies Prepared);
    // The primary gone (the site stopped) ends this too; copies not made yet: npm run media:derive.
    process.once("disconnect", () => process.exit(0));
    os.setPriority(os.constants.priority.PRIORITY_LOW);
    await makeDemoImageCopiesNow(data, services, app.log);
  }
  await app.close();
  await handle.close();
  await reportPrepared({ engine, signIn } satisfies Prepared);
}

/** A worker process: its own database connection and app, on the port the primary shares. */
export async function serve(config: Config): Promise<void> {
  const handle = openDatabase(config.databaseUrl);
  const { app } = await buildApp({ config, db: handle.db });
  onContentChange(noteWriteElsewhere);
  reportMetricsToPrimary();
  stopOnSignals(app, handle);
  await app.listen({ port: config.port, host: config.host });
}

/**
 * SIGTERM or SIGINT (or, in a worker, the primary gone): finish the requests in hand (drain), then
 * close the database and exit. Connections still open after SHUTDOWN_GRACE_MS are cut.
 */
function stopOnSignals(
  app: Awaited<ReturnType<typeof buildApp>>["app"],
  handle: ReturnType<typeof openDatabase>,
): void {
  let stopping = false;
  const shutdown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ reason }, "shutting down");
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    await drain(app.server);
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  if (cluster.isWorker) process.once("disconnect", () => void shutdown("primary gone"));
  // A reload asked of the one process (systemctl reload): by default SIGHUP would end it, and a
  // service manager counts that as a clean stop. Only a primary restarts workers one at a time.
  else process.on("SIGHUP", () => app.log.warn(SIGHUP_IGNORED));
}

export const SIGHUP_IGNORED =
  "SIGHUP ignored: one app process cannot restart itself without a gap. Restart the service to load new code, or run WEB_CONCURRENCY=2 (or more) for restarts one process at a time.";
