/**
 * Asks /healthz every 100 ms on its own connection, from a worker thread: the load generator in
 * the main thread keeps its own event loop busy, and timing the probe there would add that wait
 * to the server's answer.
 */
import { Worker } from "node:worker_threads";

const PROBE = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let running = true;
parentPort.on("message", () => { running = false; });
(async () => {
  const times = [];
  let failures = 0;
  while (running) {
    const started = performance.now();
    const ok = await new Promise((resolve) => {
      http.get(workerData.url, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode === 200));
      }).on("error", () => resolve(false));
    });
    if (!ok) failures += 1;
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 100));
  }
  agent.destroy();
  parentPort.postMessage({ times, failures });
})();
`;

export interface HealthFigures {
  p99: number;
  max: number;
  failures: number;
}

/** Starts probing; the returned function stops it and gives the figures. */
export function watchHealth(base: string): () => Promise<HealthFigures> {
  const worker = new Worker(PROBE, { eval: true, workerData: { url: `${base}/healthz` } });
  const result = new Promise<{ times: number[]; failures: number }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return async () => {
    worker.postMessage("stop");
    const { times, failures } = await result;
    await worker.terminate();
    const sorted = times.sort((a, b) => a - b);
    return {
      p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
      max: sorted.at(-1) ?? 0,
      failures,
    };
  };
}
