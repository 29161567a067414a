/** Small HTTP helpers the benchmarks share: a free port, a raw GET, a wait, an autocannon run. */
import http from "node:http";
import net from "node:net";
import autocannon from "autocannon";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Milliseconds from sending the request to the first byte of the answer. */
  firstByteMs: number;
}

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        let firstByteMs = 0;
        res
          .on("data", (c: Buffer) => {
            firstByteMs ||= performance.now() - started;
            chunks.push(c);
          })
          .on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers as Record<string, string>,
              body: Buffer.concat(chunks),
              firstByteMs: firstByteMs || performance.now() - started,
            }),
          )
          .on("error", reject);
      })
      .on("error", reject);
  });
}

export async function waitForHttp(url: string, tries = 300): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await rawGet(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** One warm-up second, then `seconds` of load; fails on any error unless `tolerant`. */
export async function load(
  url: string,
  {
    headers = {},
    connections = 50,
    seconds = 5,
    tolerant = false,
  }: {
    headers?: Record<string, string>;
    connections?: number;
    seconds?: number;
    tolerant?: boolean;
  } = {},
): Promise<LoadResult> {
  await autocannon({ url, connections, duration: 1, headers });
  const r = await autocannon({ url, connections, duration: seconds, headers });
  if (!tolerant && (r.non2xx > 0 || r.errors > 0))
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}
