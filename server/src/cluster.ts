/**
 * WEB_CONCURRENCY app processes on one port, with Node's cluster module. The primary prepares the
 * database once (main.ts), then forks the workers. It replaces a worker that dies, restarts them
 * one at a time on SIGHUP (a rolling restart that drops no request), and on SIGTERM or SIGINT lets
 * each worker finish the requests it holds before everything exits.
 *
 * Workers tell one another of content writes through the primary, so the public caches of every
 * process follow an edit at once instead of within REVISION_TTL_MS.
 */
import cluster, { type Worker } from "node:cluster";
import { once } from "node:events";
import type http from "node:http";

/** The message a worker sends after a content write, relayed to every other worker. */
export const CONTENT_CHANGED = "tours:content-changed";

/** How long a stopping worker keeps answering, each answer closing its connection, before it stops listening. */
const DRAIN_MS = 1_000;

/** A worker asked to stop that has not exited by then is killed (it cuts its own connections sooner). */
const RETIRE_LIMIT_MS = 20_000;

interface Log {
  info(message: string): void;
  error(message: string): void;
}

export function runPrimary(count: number, log: Log, onListening: () => void): void {
  const running = new Set<Worker>();
  const retiring = new Set<Worker>();
  let stopping = false;
  let restarting = false;
  let started = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    running.add(worker);
    let listening = false;
    worker.on("listening", () => {
      listening = true;
      if (++started === count) onListening();
    });
    worker.on("message", (message: unknown) => {
      if (message !== CONTENT_CHANGED) return;
      for (const other of running) if (other !== worker && other.isConnected()) other.send(message);
    });
    worker.on("exit", (code, signal) => {
      running.delete(worker);
      if (stopping || retiring.delete(worker)) return;
      if (!listening) {
        // It never started (a port in use, a bad database): starting more would fail the same way.
        log.error(`An app process could not start (exit ${code ?? signal}); stopping.`);
        void stop(1);
        return;
      }
      log.error(`App process ${worker.process.pid} ended (${code ?? signal}); starting another.`);
      fork();
    });
    return worker;
  };

  /** Asks a worker to finish what it holds and exit; resolves once it has (killed if it hangs). */
  const retire = async (worker: Worker): Promise<void> => {
    if (worker.isDead()) return;
    retiring.add(worker);
    const exited = once(worker, "exit");
    worker.process.kill("SIGTERM");
    const hung = setTimeout(() => worker.process.kill("SIGKILL"), RETIRE_LIMIT_MS);
    await exited;
    clearTimeout(hung);
  };

  const rollingRestart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    log.info(`Restarting ${running.size} app processes one at a time.`);
    for (const old of [...running]) {
      const fresh = fork();
      await once(fresh, "listening");
      await retire(old);
    }
    restarting = false;
    log.info("Rolling restart done.");
  };

  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    await Promise.all([...running].map(retire));
    process.exit(code);
  };

  process.on("SIGHUP", () => void rollingRestart());
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
  for (let i = 0; i < count; i++) fork();
}

/** Marks the one worker that prepares the database before the others start. */
const PREPARE_ENV = "TOURS_CLUSTER_PREPARE";

/**
 * In the primary: runs the preparation in a worker of its own; resolves with what it reported.
 * The worker may go on with work that needs no waiting for (the demo's image copies) and exit later.
 */
export function prepareElsewhere<T>(): Promise<T> {
  const worker = cluster.fork({ [PREPARE_ENV]: "1" });
  return new Promise((resolve, reject) => {
    worker.on("message", (message: { prepared?: T }) => {
      if (message && typeof message === "object" && "prepared" in message)
        resolve(message.prepared as T);
    });
    // After a report this changes nothing: a promise settles once.
    worker.on("exit", () => reject(new Error("the database could not be prepared (see above)")));
  });
}

/** In a worker: whether it is the one that prepares the database. */
export const isPreparation = () => process.env[PREPARE_ENV] === "1";

/** In the preparing worker: hands the primary its result, so the workers start. */
export async function announcePrepared(value: unknown): Promise<void> {
  await new Promise<void>((resolve) =>
    process.send!({ prepared: value }, undefined, {}, () => resolve()),
  );
}

/** In the preparing worker: hands the primary its result (again changes nothing), then exits. */
export async function reportPrepared(value: unknown): Promise<void> {
  await announcePrepared(value);
  process.exit(0);
}

/** In a worker: tells the others of a content write (a no-op in a single process). */
export function announceContentChange(): void {
  if (cluster.isWorker && process.connected) process.send?.(CONTENT_CHANGED);
}

/** In a worker: calls `onChange` when another worker has written content. */
export function onContentChange(onChange: () => void): void {
  if (cluster.isWorker) process.on("message", (m) => m === CONTENT_CHANGED && onChange());
}

/**
 * Stops an HTTP server without dropping a request: for DRAIN_MS every answer closes its
 * connection (so clients open their next one to another process), then the server stops
 * listening and waits for what is still in hand.
 */
export async function drain(server: http.Server): Promise<void> {
  server.prependListener("request", (_req, res: http.ServerResponse) => {
    res.shouldKeepAlive = false;
  });
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
}
