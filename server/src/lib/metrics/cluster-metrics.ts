/**
 * /metrics for the whole cluster. A scrape lands on one worker, which asks the primary (ASK); the
 * primary asks every listening worker for its metrics as JSON (COLLECT, REPORT), adds them up
 * with prom-client's AggregatorRegistry (counters and histograms summed, event-loop lag averaged)
 * and answers with the text (ANSWER). The primary only relays: it holds no metrics of its own and
 * loads nothing of the app. Messages follow cluster.ts's CONTENT_CHANGED, over the same channel.
 */
import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry } from "prom-client";
import { registry } from "./metrics.js";

const ASK = "tours:metrics-ask";
const COLLECT = "tours:metrics-collect";
const REPORT = "tours:metrics-report";
const ANSWER = "tours:metrics-answer";

/** How long the primary waits for every worker's report. */
const COLLECT_TIMEOUT_MS = 2_000;
/** How long a worker waits for the primary's answer (longer, so the primary's own limit comes first). */
const ASK_TIMEOUT_MS = 3_000;

type WorkerMetrics = Awaited<ReturnType<typeof registry.getMetricsAsJSON>>;

interface Message {
  type: string;
  id: number;
  metrics?: WorkerMetrics;
  text?: string;
  error?: string;
}

const isMessage = (message: unknown, type: string): message is Message =>
  typeof message === "object" && message !== null && (message as Message).type === type;

/** Whether this process is a worker whose /metrics should speak for the whole cluster. */
export const inCluster = (): boolean => cluster.isWorker && process.connected === true;

/** In the primary: answers workers' ASKs with the sum of every listening worker's metrics. */
export function aggregateWorkerMetrics(): void {
  const listening = new Set<Worker>();
  /** Collections under way: each takes a worker's report, or undefined when the worker exits. */
  const collections = new Map<number, (worker: Worker, report?: Message) => void>();
  let next = 0;

  const collect = (): Promise<string> =>
    new Promise((resolve, reject) => {
      const id = next++;
      const pending = new Set([...listening].filter((worker) => worker.isConnected()));
      const reports: WorkerMetrics[] = [];
      const finish = (error?: Error) => {
        clearTimeout(timer);
        collections.delete(id);
        if (error) reject(error);
        else AggregatorRegistry.aggregate(reports).metrics().then(resolve, reject);
      };
      const timer = setTimeout(
        () => finish(new Error(`${pending.size} app processes did not report in time`)),
        COLLECT_TIMEOUT_MS,
      );
      collections.set(id, (worker, report) => {
        if (!pending.delete(worker)) return;
        // A worker that exits meanwhile is left out: its counts went with it.
        if (report && !report.metrics) return finish(new Error("an app process could not report"));
        if (report?.metrics) reports.push(report.metrics);
        if (pending.size === 0) finish();
      });
      if (pending.size === 0) finish();
      for (const worker of pending) worker.send({ type: COLLECT, id });
    });

  cluster.on("listening", (worker) => listening.add(worker));
  cluster.on("exit", (worker) => {
    listening.delete(worker);
    for (const settle of collections.values()) settle(worker);
  });
  cluster.on("message", (worker, message: unknown) => {
    if (isMessage(message, REPORT)) collections.get(message.id)?.(worker, message);
    if (!isMessage(message, ASK)) return;
    const { id } = message;
    collect().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id, text }),
      (error: Error) =>
        worker.isConnected() && worker.send({ type: ANSWER, id, error: error.message }),
    );
  });
}

const asks = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
let nextAsk = 0;

/** In a worker: reports its metrics when the primary collects, and takes the primary's answers. */
export function reportMetricsToPrimary(): void {
  process.on("message", (message: unknown) => {
    if (isMessage(message, COLLECT)) {
      const { id } = message;
      void registry
        .getMetricsAsJSON()
        .then((metrics) => process.send?.({ type: REPORT, id, metrics }))
        .catch(() => process.send?.({ type: REPORT, id }));
    } else if (isMessage(message, ANSWER)) {
      const ask = asks.get(message.id);
      if (!ask) return;
      asks.delete(message.id);
      if (message.text !== undefined) ask.resolve(message.text);
      else ask.reject(new Error(message.error ?? "no metrics"));
    }
  });
}

/** In a worker: the whole cluster's metrics, in Prometheus's text format. */
export function clusterMetrics(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = nextAsk++;
    const timer = setTimeout(() => {
      asks.delete(id);
      reject(new Error("the primary process did not answer in time"));
    }, ASK_TIMEOUT_MS);
    asks.set(id, {
      resolve: (text) => (clearTimeout(timer), resolve(text)),
      reject: (error) => (clearTimeout(timer), reject(error)),
    });
    process.send!({ type: ASK, id });
  });
}
