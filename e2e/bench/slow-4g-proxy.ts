/**
 * Lighthouse's mobile slow 4G as a reverse proxy in front of the bench server: each answer starts
 * 562.5 ms after its request, and all answers share one 1.44 Mbit/s downlink. Unlike DevTools'
 * emulation (a page's own requests only), it slows the service worker's requests as well.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { once } from "node:events";

/** Lighthouse 12's mobileSlow4G (DevTools throttling): request latency and download throughput. */
const LATENCY_MS = 150 * 3.75;
const DOWN_BYTES_PER_SECOND = (1.6 * 1024 * 1024 * 0.9) / 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startSlow4gProxy(targetPort: number) {
  /** When the shared downlink is next free (ms since the epoch). */
  let linkFreeAt = 0;
  const server = http.createServer((request, response) => {
    const asked = Date.now();
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: targetPort,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      async (answer) => {
        try {
          await sleep(asked + LATENCY_MS - Date.now());
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          for await (const chunk of answer as AsyncIterable<Buffer>) {
            const now = Date.now();
            linkFreeAt = Math.max(now, linkFreeAt) + (chunk.length / DOWN_BYTES_PER_SECOND) * 1000;
            await sleep(linkFreeAt - now);
            if (!response.write(chunk)) await once(response, "drain");
          }
          response.end();
        } catch {
          response.destroy();
        }
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
