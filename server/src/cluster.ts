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

/**
 * The C allocator's settings for the app processes: `npm start` gives them to its one process
 * (config.test.ts keeps its command in step), the primary to those it starts unless the
 * environment sets them. glibc's malloc raises its mmap threshold (first 128 KB) up to 32 MB as large blocks
 * are freed, after which buffers such as a page's rendered HTML (around 120 KB on a tour page) are
 * carved from the heap and, once freed between longer-lived blocks, never go back to the system:
 * rendering the 290 pages of a large site left about 50 MB per process that only malloc_trim
 * returned. A fixed 64 KB threshold maps those blocks on their own and unmaps them when freed
 * (about 6 MB left); two arenas keep the threads that compress off the event loop from growing
 * arenas of their own.
 */
export const ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "65536",
};

/**
 * V8's heap settings for the app processes, each unless the operator gives it (NODE_OPTIONS or
 * node's own arguments). V8 lets the old generation grow past what is live by a factor it derives
 * from the heap limit: up to 4x under the default limit of a machine with a few GB, about 1.4x
 * under 512 MB. An app process holds some 50 MB of live objects (the app's code, the caches), yet
 * ran with 100-190 MB of heap under load, most of it garbage waiting for a collection; with these
 * settings it keeps to about 75-100 MB. The limit is still far above what a process holds. The
 * young generation's 16 MB semi-spaces (32 MB resident from the first seconds) become 8 MB: a
 * cached answer allocates little, so collecting it twice as often costs next to nothing.
 */
export const HEAP_FLAGS: readonly string[] = [
  "--max-old-space-size=512",
  "--max-semi-space-size=8",
];

/** Node's arguments for a forked app process: the primary's own, and HEAP_FLAGS unless set. */
function forkExecArgv(): string[] {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ""]
    .join(" ")
    .replaceAll("_", "-");
  const flags = HEAP_FLAGS.filter((flag) => !given.includes(flag.slice(0, flag.indexOf("="))));
  return [...process.execArgv, ...flags];
}

/** The environment of a forked app process: ALLOCATOR_ENV where the operator set nothing. */
function forkEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = { ...extra };
  for (const [name, value] of Object.entries(ALLOCATOR_ENV))
    if (process.env[name] === undefined) env[name] = value;
  return env;
}

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

  cluster.setupPrimary({ execArgv: forkExecArgv() });
  const fork = (): Worker => {
    const worker = cluster.fork(forkEnv());
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
  cluster.setupPrimary({ execArgv: forkExecArgv() });
  const worker = cluster.fork(forkEnv({ [PREPARE_ENV]: "1" }));
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
