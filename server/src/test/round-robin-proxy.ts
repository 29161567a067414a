/**
 * A small load balancer for tests: each request goes to the next server in turn, as a round-robin
 * proxy in front of several app servers sends them. Headers pass through unchanged, so a test
 * stands for many visitors by sending X-Forwarded-For itself (the servers run with TRUST_PROXY).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  base: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? "/", upstreams[next++ % upstreams.length]);
    const forwarded = http.request(
      target,
      { method: request.method, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
