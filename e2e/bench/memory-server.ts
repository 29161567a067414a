/** A bare Node http server on a free loopback port, answering from what it holds in memory. */
import http from "node:http";
import type { AddressInfo } from "node:net";

/** The headers a held file keeps from the app's answer: what it is, and how long it may be kept. */
export const HELD_HEADERS = ["content-type", "cache-control", "etag", "last-modified"];

export interface HeldFile {
  headers: Record<string, string>;
  body: Buffer;
}

export interface MemoryServer {
  base: string;
  close(): Promise<void>;
}

/** Serves `find(url)` with its headers and length; anything it does not find is a 404. */
export async function serveFromMemory(
  find: (url: string) => HeldFile | undefined,
): Promise<MemoryServer> {
  const server = http.createServer((req, res) => {
    const found = find(req.url ?? "");
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { ...found.headers, "content-length": found.body.length });
    res.end(found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
